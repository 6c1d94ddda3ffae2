import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category, Dish, PubPage } from './api.ts';
import { useCartActions, useDishCounts } from './cart-state.tsx';
import { DishCard } from './dish-card.tsx';
import { searchDishes } from './search.ts';
import { categoryImageUrl } from './theme.ts';
import { useHydrated } from '../../lib/hydration.ts';

// The dish sheet is not part of the first load (the first-load budget): fetched when the browser is idle, shown on a tap.
const loadSheet = () => import('./dish-sheet.tsx').then((m) => ({ default: m.DishSheet }));
const DishSheet = lazy(loadSheet);

/** How many dishes count as the first row: their images load at once, the rest when scrolled near. */
const EAGER_IMAGES = 2;
/** Dishes hydrated together (decision 123): a long menu hydrates in small pieces, none a long task. */
const CHUNK = 8;

interface Props {
  data: PubPage;
  canOrder: boolean;
  /**
   * The guest has yet to choose between table and delivery: the + buttons are in the page but hidden
   * until the choice (CSS), so one made before hydration shows them at once (decision 122).
   */
  asking?: boolean;
  withCommission: boolean;
}

/**
 * Visible menus as tabs; a search over the selected menu's dishes (name and ingredients); a sticky
 * bar of its categories that follows the scroll (links to the sections, so they work before the
 * JavaScript too); each category with its image and its visible dishes; a dish's sheet on a tap.
 */
export function MenuView({ data, canOrder, asking = false, withCommission }: Props) {
  const { t } = useLingui();
  const { change } = useCartActions();
  const menus = useMemo(() => data.menus.filter((m) => m.visible), [data.menus]);
  const [selected, setSelected] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const menu = menus.find((m) => m.id === selected) ?? menus[0];
  const sections = useMemo(() => {
    const categories = data.categories.filter((c) => c.visible && c.menu_id === menu?.id);
    let first = 0;
    return categories
      .map((c) => ({ category: c, dishes: data.dishes.filter((d) => d.visible && d.category_id === c.id) }))
      .filter((s) => s.dishes.length > 0)
      .map((s) => ({ ...s, first: (first += s.dishes.length) - s.dishes.length }));
  }, [data.categories, data.dishes, menu]);
  const found = useMemo(
    () =>
      searchDishes(
        sections.flatMap((s) => s.dishes),
        query,
      ),
    [sections, query],
  );
  const symbol = data.pub.currency.symbol;
  const openDish = data.dishes.find((d) => d.id === open && d.visible);
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => setTimeout(f, 1));
    idle(() => void loadSheet());
  }, [hydrated]);

  if (!menu) {
    return (
      <p className="guest-notice">
        <Trans id="guest.menu_empty">The menu is being prepared.</Trans>
      </p>
    );
  }
  const cards = { symbol, onOpen: setOpen, canOrder: canOrder || asking, withCommission };
  const searching = query.trim() !== '';
  return (
    <section
      aria-label={t({ id: 'guest.menu', message: 'Menu' })}
      className={asking ? 'guest-menu guest-asking' : 'guest-menu'}
    >
      {menus.length > 1 && (
        <div className="guest-tabs" role="tablist" aria-label={t({ id: 'guest.menus', message: 'Menus' })}>
          {menus.map((m) => (
            <button
              key={m.id}
              type="button"
              role="tab"
              id={`menu-tab-${m.id}`}
              aria-selected={m.id === menu.id}
              aria-controls="guest-menu-panel"
              onClick={() => setSelected(m.id)}
            >
              {m.name}
            </button>
          ))}
        </div>
      )}
      <div
        id="guest-menu-panel"
        role={menus.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={menus.length > 1 ? `menu-tab-${menu.id}` : undefined}
      >
        {menus.length === 1 && <h2 className="guest-menu-title">{menu.name}</h2>}
        <div className="guest-search" role="search">
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t({ id: 'guest.search.placeholder', message: 'Search dishes and ingredients' })}
            aria-label={t({ id: 'guest.search.label', message: 'Search the menu' })}
            enterKeyHint="search"
          />
        </div>
        {searching ? (
          <section className="guest-category" aria-labelledby="guest-search-results">
            <h3 id="guest-search-results" aria-live="polite">
              <Plural
                id="guest.search.results"
                value={found.length}
                _0="Nothing found"
                one="# dish found"
                other="# dishes found"
              />
            </h3>
            <ul className="guest-dishes">
              <DishCards dishes={found} first={0} {...cards} />
            </ul>
          </section>
        ) : (
          <>
            <CategoryBar categories={sections.map((s) => s.category)} />
            {sections.map(({ category: c, dishes, first }) => (
              <section
                key={c.id}
                className="guest-category"
                id={`category-${c.id}`}
                data-category={c.id}
                aria-labelledby={`category-title-${c.id}`}
              >
                <div className="guest-category-head">
                  {c.image_file_name && (
                    <img
                      src={categoryImageUrl(c.image_file_name)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                    />
                  )}
                  <h3 id={`category-title-${c.id}`}>{c.name}</h3>
                </div>
                <ul className="guest-dishes">
                  {chunks(dishes).map((chunk, i) => (
                    <DishCards key={chunk[0].id} dishes={chunk} first={first + i * CHUNK} {...cards} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
      {openDish && (
        <Suspense fallback={null}>
          <DishSheet
            dish={openDish}
            symbol={symbol}
            canOrder={canOrder}
            withCommission={withCommission}
            onAdd={(key, count) => {
              change(key, count);
              setOpen(null);
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** A category's dishes in pieces of CHUNK (memoized by the sections, so each piece keeps its identity). */
const chunkCache = new WeakMap<readonly Dish[], Dish[][]>();
function chunks(dishes: readonly Dish[]): Dish[][] {
  let found = chunkCache.get(dishes);
  if (!found) {
    found = [];
    for (let i = 0; i < dishes.length; i += CHUNK) found.push(dishes.slice(i, i + CHUNK));
    chunkCache.set(dishes, found);
  }
  return found;
}

interface DishCardsProps {
  dishes: readonly Dish[];
  /** The position of the first of these dishes on the page (the first row's images load eagerly). */
  first: number;
  symbol: string;
  onOpen: (dishId: number) => void;
  canOrder: boolean;
  withCommission: boolean;
}

/**
 * A few dishes behind their own Suspense boundary (decision 123): React 19 hydrates each boundary
 * apart, after the page around it, at low priority and in slices (a tap on one hydrates it first),
 * so a 200-dish menu never holds the main thread for long. Memoized: a re-render of the menu that
 * changes nothing here does not touch a piece (an update reaching a piece not yet hydrated would
 * hydrate it at once, in one task). Nothing here suspends: the HTML is the same.
 */
const DishCards = memo(function DishCards({ dishes, first, ...rest }: DishCardsProps) {
  const counts = useDishCounts(dishes);
  const { change } = useCartActions();
  return (
    <Suspense fallback={null}>
      {dishes.map((d, i) => (
        <DishCard key={d.id} dish={d} count={counts[i]} onChange={change} eager={first + i < EAGER_IMAGES} {...rest} />
      ))}
    </Suspense>
  );
});

/**
 * The categories as a bar that stays on top while scrolling, marking the one on screen (scroll-spy)
 * and keeping it in view inside the bar. Plain links to the sections: they work without JavaScript.
 */
function CategoryBar({ categories }: { categories: Category[] }) {
  const { t } = useLingui();
  const bar = useRef<HTMLElement>(null);
  const [active, setActive] = useState<number | null>(null);
  useEffect(() => {
    let frame = 0;
    const spy = () => {
      frame = 0;
      const bottom = (bar.current?.getBoundingClientRect().bottom ?? 0) + 8;
      let current: number | null = null;
      const sections = document.querySelectorAll<HTMLElement>('[data-category]');
      for (const section of sections) {
        if (section.getBoundingClientRect().top <= bottom) current = Number(section.dataset.category);
      }
      // At the end of the page the last categories can never reach the top: the last one is the one on screen.
      const end = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (end && sections.length > 0 && window.scrollY > 0)
        current = Number(sections[sections.length - 1].dataset.category);
      setActive(current ?? categories[0]?.id ?? null);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(spy);
    };
    spy();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [categories]);
  useEffect(() => {
    const link = bar.current?.querySelector<HTMLElement>(`[data-link="${active}"]`);
    if (link && bar.current) bar.current.scrollTo({ left: link.offsetLeft - 12, behavior: 'smooth' });
  }, [active]);
  if (categories.length < 2) return null;
  return (
    <nav className="guest-catbar" ref={bar} aria-label={t({ id: 'guest.categories', message: 'Categories' })}>
      {categories.map((c) => (
        <a key={c.id} href={`#category-${c.id}`} data-link={c.id} aria-current={active === c.id ? 'true' : undefined}>
          {c.name}
        </a>
      ))}
    </nav>
  );
}
