import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { guestDishPrice, hasSale } from '#shared/order-pricing.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Dish } from './api.ts';
import { Allergens, DishFacts, dishBlocked } from './dish-facts.tsx';
import { dishImageUrl, imageSrcSet } from './theme.ts';
import { tap } from './early-taps.ts';

/**
 * One dish: image (sized so nothing jumps; the first row eager and first in line, the rest lazy),
 * name (opens the dish's sheet), portion, "popular", ingredients, allergens, price (old one struck
 * through on sale), + / −. A sold-out dish stays on the menu, greyed, with why. A dish
 * with options is added through its sheet.
 */
export const DishCard = memo(function DishCard({
  dish,
  symbol,
  count,
  onChange,
  onOpen,
  canOrder,
  withCommission,
  eager = false,
}: {
  dish: Dish;
  symbol: string;
  count: number;
  /** Stable callbacks (the cart's and the menu's), so a card re-renders only when its own props change. */
  onChange: (dishId: number, delta: number) => void;
  onOpen: (dishId: number) => void;
  canOrder: boolean;
  /** The chosen mode's price (docs/product.md D6 "Guest prices by mode"): the same function the server uses. */
  withCommission: boolean;
  eager?: boolean;
}) {
  const { t } = useLingui();
  const price = guestDishPrice(dish, withCommission);
  const blocked = dishBlocked(dish);
  const hasOptions = (dish.modifier_groups ?? []).length > 0;
  return (
    <li className={`guest-dish${blocked ? ' guest-dish-out' : ''}`} data-dish={dish.id}>
      {dish.image_file_name && (
        <img
          src={dishImageUrl(dish.image_file_name)}
          srcSet={imageSrcSet('dishes', dish.image_file_name)}
          sizes="96px"
          alt=""
          width={96}
          height={96}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className="guest-dish-body">
        <h4>
          {/* The whole card opens the sheet (a stretched button); the stepper sits above it. */}
          <button
            type="button"
            className="guest-dish-open"
            onClick={() => onOpen(dish.id)}
            aria-haspopup="dialog"
            {...tap('open', dish.id)}
          >
            {dish.name}
          </button>
        </h4>
        <DishFacts dish={dish} />
        {dish.ingredients && <p className="guest-muted guest-ingredients">{dish.ingredients}</p>}
        <Allergens dish={dish} />
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
      {canOrder && !blocked && (
        <div className="guest-stepper">
          {count > 0 && !hasOptions && (
            <>
              <button
                type="button"
                onClick={() => onChange(dish.id, -1)}
                aria-label={t({ id: 'guest.remove_one', message: `Remove one ${dish.name}` })}
              >
                −
              </button>
              <output aria-live="polite" aria-label={t({ id: 'guest.in_cart', message: `${dish.name} in cart` })}>
                {count}
              </output>
            </>
          )}
          {count > 0 && hasOptions && (
            <output aria-live="polite" aria-label={t({ id: 'guest.in_cart', message: `${dish.name} in cart` })}>
              {count}
            </output>
          )}
          <button
            type="button"
            onClick={() => (hasOptions ? onOpen(dish.id) : onChange(dish.id, 1))}
            {...tap('add', dish.id)}
            aria-label={t({ id: 'guest.add_one', message: `Add ${dish.name}` })}
          >
            +
          </button>
        </div>
      )}
    </li>
  );
});
