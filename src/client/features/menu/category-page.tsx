import { useEffect, useState } from 'react';
import { BulkPricePopup } from './bulk-price-popup.tsx';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { BackToMenu } from './form-fields.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { showError } from '../../lib/alerts.ts';
import { menuQueries } from './api.ts';
import { menuPopupAtom } from './atoms.ts';
import { DishCard } from './dish-card.tsx';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { MenuPopups } from './menu-popups.tsx';
import { StopUndoToast } from './stop-undo-toast.tsx';
import { themeStyle } from './theme.ts';
import { ItemList } from './item-list.tsx';
import './menu.css';
import { WORDS } from '../../components/ui/words.ts';

const route = getRouteApi('/admin/pub/$pubID/edit_menu/menu/$menuID/category/$categoryID');

/** A category's dishes (docs/product.md S2): back link to the editor, dish cards with controls, add dish. */
export function CategoryPage() {
  const { t, i18n } = useLingui();
  const params = route.useParams();
  const pubId = Number(params.pubID);
  const menuId = Number(params.menuID);
  const categoryId = Number(params.categoryID);
  const setPopup = useSetAtom(menuPopupAtom);
  const [bulk, setBulk] = useState(false);
  const pub = useQuery(menuQueries.pub(pubId));
  const category = useQuery(menuQueries.category(pubId, menuId, categoryId));
  const dishes = useQuery(menuQueries.dishes(pubId, menuId, categoryId));
  useEffect(() => {
    const error = pub.error ?? category.error ?? dishes.error;
    if (error) showError('dishes', error);
  }, [pub.error, category.error, dishes.error]);
  const symbol = pub.data?.currency.symbol ?? 'Lei';

  return (
    <main className="page menu-editor" style={themeStyle(pub.data)}>
      <BackToMenu pubId={pubId} menu={menuId} />
      <div className="row">
        <h1>{category.data?.name || t({ id: 'menu.category.title', message: 'Dishes' })}</h1>
        <span className="spacer" />
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() => setBulk(true)}
          disabled={!dishes.data?.length}
        >
          <Trans id="menu.bulk.open">Change prices</Trans>
        </button>
        {/* Until the list is in, a new dish cannot know it goes last. */}
        <button
          type="button"
          className="button button-small"
          disabled={!dishes.data}
          onClick={() => setPopup({ kind: 'dish', menuId, categoryId, place: (dishes.data?.length ?? 0) + 1 })}
        >
          <PlusIcon />
          <Trans id="menu.dish.add">Add dish</Trans>
        </button>
      </div>
      {dishes.isPending && <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />}
      <ItemList items={dishes.data} empty={<Trans id="menu.dishes.empty">No dishes in this category yet.</Trans>}>
        {(dish) => <DishCard pubId={pubId} menuId={menuId} categoryId={categoryId} dish={dish} symbol={symbol} />}
      </ItemList>
      <MenuPopups pubId={pubId} />
      <StopUndoToast pubId={pubId} />
      {bulk && dishes.data && (
        <BulkPricePopup
          pubId={pubId}
          menuId={menuId}
          categoryId={categoryId}
          dishes={dishes.data}
          symbol={symbol}
          onClose={() => setBulk(false)}
        />
      )}
    </main>
  );
}
