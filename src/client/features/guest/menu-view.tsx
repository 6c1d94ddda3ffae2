import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PubPage } from './api.ts';
import type { Cart } from './cart.ts';
import { DishCard } from './dish-card.tsx';

/** Visible menus as tabs, then the selected menu's visible categories and their visible dishes. */
export function MenuView({ data, cart, onChange, canOrder, withCommission }: { data: PubPage; cart: Cart; onChange: (dishId: number, delta: number) => void; canOrder: boolean; withCommission: boolean }) {
  const { t } = useLingui();
  const menus = useMemo(() => data.menus.filter((m) => m.visible), [data.menus]);
  const [selected, setSelected] = useState<number | null>(null);
  const menu = menus.find((m) => m.id === selected) ?? menus[0];
  const categories = useMemo(() => data.categories.filter((c) => c.visible && c.menu_id === menu?.id), [data.categories, menu]);
  const dishesOf = (categoryId: number) => data.dishes.filter((d) => d.visible && d.category_id === categoryId);
  const symbol = data.pub.currency.symbol;

  if (!menu) {
    return (
      <p className="guest-notice">
        <Trans id="guest.menu_empty">The menu is being prepared.</Trans>
      </p>
    );
  }
  return (
    <section aria-label={t({ id: 'guest.menu', message: 'Menu' })}>
      {menus.length > 1 && (
        <div className="guest-tabs" role="tablist" aria-label={t({ id: 'guest.menus', message: 'Menus' })}>
          {menus.map((m) => (
            <button key={m.id} type="button" role="tab" id={`menu-tab-${m.id}`} aria-selected={m.id === menu.id} aria-controls="guest-menu-panel" onClick={() => setSelected(m.id)}>
              {m.name}
            </button>
          ))}
        </div>
      )}
      <div id="guest-menu-panel" role={menus.length > 1 ? 'tabpanel' : undefined} aria-labelledby={menus.length > 1 ? `menu-tab-${menu.id}` : undefined}>
        {menus.length === 1 && <h2 className="guest-menu-title">{menu.name}</h2>}
        {categories.map((c) => {
          const dishes = dishesOf(c.id);
          if (dishes.length === 0) return null;
          return (
            <section key={c.id} className="guest-category" aria-labelledby={`category-${c.id}`}>
              <h3 id={`category-${c.id}`}>{c.name}</h3>
              <ul className="guest-dishes">
                {dishes.map((d) => (
                  <DishCard key={d.id} dish={d} symbol={symbol} count={cart[d.id] ?? 0} onChange={(delta) => onChange(d.id, delta)} canOrder={canOrder} withCommission={withCommission} />
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
