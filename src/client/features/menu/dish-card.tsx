import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format.ts';
import { imageUrl, useMenuAction, type Dish } from './api.ts';
import { lastStopAtom, menuPopupAtom } from './atoms.ts';
import { ItemControls } from './item-controls.tsx';
import { HiddenBadge } from './hidden-badge.tsx';
import { hasSale } from '#shared/order-pricing.ts';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/format.ts';
import { useStopAction } from './stop-list-api.ts';
import './modifiers.css';

/**
 * A dish card (160px): image, name, ingredients, price struck through when a lower sale price is set; "popular"
 * and "sold out" badges, and the one-tap stop toggle (docs/product.md D12: sold out until the end of the day, or back; a stop can be undone
 * from the toast for 30 s).
 */
export function DishCard({
  pubId,
  menuId,
  categoryId,
  dish,
  symbol,
}: {
  pubId: number;
  menuId: number;
  categoryId: number;
  dish: Dish;
  symbol: string;
}) {
  const setPopup = useSetAtom(menuPopupAtom);
  const action = useMenuAction(pubId);
  const ids = { menuId, categoryId, id: dish.id };
  // The guests' rule: a sale price at or above the price is no discount.
  const onSale = hasSale(dish);
  const { t, i18n } = useLingui();
  const stop = useStopAction(pubId);
  const stopped = dish.available === false;
  const setLastStop = useSetAtom(lastStopAtom);
  // A stop is offered back by the undo toast; bringing the dish back by hand ends that offer.
  const toggleStop = () =>
    stop.mutate(
      { target: { dish_id: dish.id }, until: stopped ? undefined : 'end_of_day' },
      {
        onSuccess: () =>
          setLastStop((last) =>
            stopped
              ? last?.dishId === dish.id
                ? null
                : last
              : { pubId, dishId: dish.id, name: dish.name, at: Date.now() },
          ),
      },
    );
  return (
    <article className={`item-card dish-card${dish.visible ? '' : ' is-hidden-item'}`}>
      <div className="item-card-link" style={{ color: dish.text_color }}>
        {dish.image_file_name && <img src={imageUrl('dishes', dish.image_file_name, true)} alt="" loading="lazy" />}
        <span className="item-card-name">{dish.name}</span>
        {!dish.visible && <HiddenBadge />}
        {dish.is_hit && (
          <span className="badge hit-badge">
            <Trans id="menu.dish.hit_badge">Popular</Trans>
          </span>
        )}
        {stopped && (
          <span className="badge stop-badge">
            {dish.unavailable_until
              ? t({
                  id: 'menu.dish.sold_out_until',
                  message: `Sold out until ${formatDateTime(dish.unavailable_until, i18n.locale)}`,
                })
              : t({ id: 'menu.dish.sold_out', message: 'Sold out' })}
          </span>
        )}
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
      <button
        type="button"
        className={`button button-small dish-stop-toggle${stopped ? '' : ' button-secondary'}`}
        disabled={stop.isPending}
        onClick={toggleStop}
        aria-label={
          stopped
            ? t({ id: 'menu.dish.back_on_sale_label', message: `Back on sale: ${dish.name}` })
            : t({ id: 'menu.dish.stop_label', message: `Sold out today: ${dish.name}` })
        }
      >
        {stopped ? (
          <Trans id="menu.dish.back_on_sale">Back on sale</Trans>
        ) : (
          <Trans id="menu.dish.stop">Sold out today</Trans>
        )}
      </button>
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
