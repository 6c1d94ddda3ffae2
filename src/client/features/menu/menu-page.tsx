import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { showError } from '../../lib/alerts.ts';
import { menuQueries } from './api.ts';
import { MenuMissingNames, useMenuLanguages } from './language-tabs.tsx';
import { TextsSpreadsheet } from './texts-spreadsheet.tsx';
import { menuPopupAtom } from './atoms.ts';
import { CategoryCard } from './category-card.tsx';
import { Cover } from './cover.tsx';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { MenuPopups } from './menu-popups.tsx';
import { MenuTabs } from './menu-tabs.tsx';
import { themeStyle } from './theme.ts';
import { ItemList } from './item-list.tsx';
import './menu.css';
import { WORDS } from '../../components/ui/words.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

const route = getRouteApi('/admin/pub/$pubID/edit_menu');

/** The menu editor (docs/product.md S2 "Menu editor"): cover, menus row, and the selected menu's categories. */
export function MenuPage() {
  const { i18n } = useLingui();
  const pubId = Number(route.useParams().pubID);
  const selectedParam = route.useSearch().menu;
  const navigate = route.useNavigate();
  const setPopup = useSetAtom(menuPopupAtom);
  const pub = useQuery(menuQueries.pub(pubId));
  const menus = useQuery(menuQueries.menus(pubId));
  const languages = useMenuLanguages(pubId);
  const list = menus.data ?? [];
  // The first menu is selected when none or an unknown one is (docs/product.md S4); the selection lives in
  // the URL, so leaving the page clears it.
  const selected = list.find((m) => m.id === selectedParam)?.id ?? list[0]?.id;
  useEffect(() => {
    if (menus.data && selected !== selectedParam) void navigate({ search: { menu: selected }, replace: true });
  }, [menus.data, selected, selectedParam, navigate]);
  const categories = useQuery(menuQueries.categories(pubId, selected ?? 0));
  useEffect(() => {
    const error = pub.error ?? menus.error ?? categories.error;
    if (error) showError('menu', error);
  }, [pub.error, menus.error, categories.error]);

  return (
    <main className="page menu-editor" style={themeStyle(pub.data)}>
      <nav className="row menu-editor-nav">
        <Link to="/admin/pub/$pubID" params={{ pubID: String(pubId) }}>
          <Trans id="menu.back_to_pub">← Back to the venue</Trans>
        </Link>
        <span className="spacer" />
        <Link
          to="/admin/pub/$pubID/edit_menu/modifiers"
          params={{ pubID: String(pubId) }}
          className="button button-small button-secondary"
        >
          <Trans id="menu.modifiers.link">Options</Trans>
        </Link>
        <Link
          to="/admin/pub/$pubID/stop-list"
          params={{ pubID: String(pubId) }}
          className="button button-small button-secondary"
        >
          <Trans id="menu.stop.link">Stop list</Trans>
        </Link>
      </nav>
      <h1>
        <Trans id="menu.title">Menu</Trans>
        {pub.data && <span className="muted menu-editor-pub"> · {pub.data.name}</span>}
      </h1>
      {pub.data && <Cover pub={pub.data} />}
      {menus.isPending ? (
        <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />
      ) : (
        <MenuTabs
          pubId={pubId}
          menus={list}
          selected={selected}
          onSelect={(id) => void navigate({ search: { menu: id } })}
        />
      )}
      {selected !== undefined && categories.data && (
        <MenuMissingNames pubId={pubId} categoryIds={categories.data.map((c) => c.id)} />
      )}
      {selected !== undefined && (
        <TitledSection
          className="stack"
          title={<Trans id="menu.categories.title">Categories</Trans>}
          action={
            <button
              type="button"
              className="button button-small"
              onClick={() =>
                setPopup({ kind: 'category', menuId: selected, place: (categories.data?.length ?? 0) + 1 })
              }
            >
              <PlusIcon />
              <Trans id="menu.category.add">Add category</Trans>
            </button>
          }
        >
          <ItemList
            items={categories.data}
            empty={<Trans id="menu.categories.empty">No categories in this menu yet.</Trans>}
          >
            {(category) => <CategoryCard pubId={pubId} menuId={selected} category={category} />}
          </ItemList>
        </TitledSection>
      )}
      {menus.data?.length === 0 && (
        <p className="muted">
          <Trans id="menu.menus.empty">No menus yet: press + to add the first one.</Trans>
        </p>
      )}
      {/* Translating through a spreadsheet only means something once the venue writes its menu in two languages. */}
      {menus.data && menus.data.length > 0 && languages.length > 1 && <TextsSpreadsheet pubId={pubId} />}
      <MenuPopups pubId={pubId} />
    </main>
  );
}
