import { useLingui } from '@lingui/react/macro';
import { guestDishPrice, hasSale } from '#shared/order-pricing.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Dish } from './api.ts';
import { dishImageUrl } from './theme.ts';

/** One dish: small image (lazy, sized so nothing jumps), name, ingredients, price (old one struck through on sale), + / −. */
export function DishCard({ dish, symbol, count, onChange, canOrder, withCommission }: {
  dish: Dish;
  symbol: string;
  count: number;
  onChange: (delta: number) => void;
  canOrder: boolean;
  /** The chosen mode's price (docs/product.md D6 "Guest prices by mode"): the same function the server uses. */
  withCommission: boolean;
}) {
  const { t } = useLingui();
  const price = guestDishPrice(dish, withCommission);
  return (
    <li className="guest-dish">
      {dish.image_file_name && <img src={dishImageUrl(dish.image_file_name)} alt="" width={96} height={96} loading="lazy" decoding="async" />}
      <div className="guest-dish-body">
        <h4>{dish.name}</h4>
        {dish.ingredients && <p className="guest-muted">{dish.ingredients}</p>}
        <p className="guest-price">
          {hasSale(dish) && (
            <s className="guest-old-price">
              <span className="visually-hidden">{t({ id: 'guest.old_price', message: 'Old price' })} </span>
              {formatMoney(guestDishPrice({ price: dish.price, sale_price: 0 }, withCommission), symbol)}
            </s>
          )}{' '}
          <strong>{formatMoney(price, symbol)}</strong>
        </p>
      </div>
      {canOrder && (
        <div className="guest-stepper">
          {count > 0 && (
            <>
              <button type="button" onClick={() => onChange(-1)} aria-label={t({ id: 'guest.remove_one', message: `Remove one ${dish.name}` })}>
                −
              </button>
              <output aria-live="polite" aria-label={t({ id: 'guest.in_cart', message: `${dish.name} in cart` })}>
                {count}
              </output>
            </>
          )}
          <button type="button" onClick={() => onChange(1)} aria-label={t({ id: 'guest.add_one', message: `Add ${dish.name}` })}>
            +
          </button>
        </div>
      )}
    </li>
  );
}
