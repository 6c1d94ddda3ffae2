import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format.ts';
import { imageUrl, useMenuAction, type Dish } from './api.ts';
import { menuPopupAtom } from './atoms.ts';
import { ItemControls } from './item-controls.tsx';
import { HiddenBadge } from './hidden-badge.tsx';
import { hasSale } from '#shared/order-pricing.ts';

/** A dish card (160px): image, name, ingredients, price struck through when a lower sale price is set. */
export function DishCard({ pubId, menuId, categoryId, dish, symbol }: { pubId: number; menuId: number; categoryId: number; dish: Dish; symbol: string }) {
  const setPopup = useSetAtom(menuPopupAtom);
  const action = useMenuAction(pubId);
  const ids = { menuId, categoryId, id: dish.id };
  // The guests' rule: a sale price at or above the price is no discount (issue 13 #6).
  const onSale = hasSale(dish);
  return (
    <article className={`item-card dish-card${dish.visible ? '' : ' is-hidden-item'}`}>
      <div className="item-card-link" style={{ color: dish.text_color }}>
        {dish.image_file_name && <img src={imageUrl('dishes', dish.image_file_name, true)} alt="" loading="lazy" />}
        <span className="item-card-name">{dish.name}</span>
        {!dish.visible && <HiddenBadge />}
        {dish.ingredients && <span className="dish-ingredients">{dish.ingredients}</span>}
        <span className="dish-price">
          {onSale ? (
            <>
              <s>
                <span className="visually-hidden">
                  <Trans id="menu.dish.old_price">Old price</Trans>
                </span>
                {formatMoney(dish.price, symbol)}
              </s>{' '}
              <strong>{formatMoney(dish.sale_price, symbol)}</strong>
            </>
          ) : (
            <strong>{formatMoney(dish.price, symbol)}</strong>
          )}
        </span>
      </div>
      <ItemControls
        name={dish.name}
        axis="vertical"
        busy={action.isPending}
        onEdit={() => setPopup({ kind: 'dish', menuId, categoryId, dish })}
        onDelete={() => setPopup({ kind: 'delete', name: dish.name, action: { type: 'delete-dish', ...ids } })}
        onMove={(direction) => action.mutate({ type: 'move-dish', ...ids, direction })}
        onImage={(file) => action.mutate({ type: 'dish-image', ...ids, file })}
      />
    </article>
  );
}
