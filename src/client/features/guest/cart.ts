import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';

/**
 * line key → count, kept per pub in localStorage so a reload (or a lost connection) keeps the cart.
 * A line is a dish with a set of options (the menu model): the key is the dish id, then `:` and the
 * sorted option ids joined by `.` when it has options — the same options make the same line, other
 * options another. A cart stored before options (keys are dish ids) reads as it was.
 */
export type Cart = Record<string, number>;

export function lineKey(dishId: number, optionIds: readonly number[] = []): string {
  return optionIds.length === 0 ? String(dishId) : `${dishId}:${[...optionIds].sort((a, b) => a - b).join('.')}`;
}

export function parseLineKey(key: string): { dishId: number; optionIds: number[] } | null {
  const [dish, options = ''] = key.split(':');
  const dishId = Number(dish);
  const optionIds = options === '' ? [] : options.split('.').map(Number);
  if (!Number.isInteger(dishId) || dishId <= 0 || optionIds.some((id) => !Number.isInteger(id) || id <= 0)) return null;
  return { dishId, optionIds };
}

/** How many of a dish the cart holds, whatever its options (the card's counter). */
export function dishCount(cart: Cart, dishId: number): number {
  let n = 0;
  for (const [key, count] of Object.entries(cart)) if (parseLineKey(key)?.dishId === dishId) n += count;
  return n;
}

/** The venue's stored cart; the one empty cart when none (or storage is blocked). */
export function readStoredCart(urlName: string): Cart {
  try {
    const raw = JSON.parse(readStored(STORAGE_KEYS.cart(urlName)) ?? '{}') as Record<string, unknown>;
    const cart: Cart = {};
    for (const [key, count] of Object.entries(raw)) {
      if (parseLineKey(key) && typeof count === 'number' && count >= 1)
        cart[key] = Math.min(MAX_DISH_COUNT, Math.floor(count));
    }
    // One empty cart: reading an empty stored cart changes nothing on the page, so nothing re-renders (decision 123).
    return Object.keys(cart).length > 0 ? cart : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const EMPTY: Cart = {};

/**
 * "Order again" from the status page: adds the order's lines, options included, to the venue's cart (the
 * lines already there stay), within the cart's limits. Options gone since are refused at checkout (409/400).
 */
export function addToStoredCart(
  urlName: string,
  lines: readonly { dish_id: number; count: number; modifiers?: readonly { option_id: number }[] }[],
): void {
  const cart = { ...readStoredCart(urlName) };
  for (const l of lines) {
    const key = lineKey(
      l.dish_id,
      (l.modifiers ?? []).map((m) => m.option_id),
    );
    if (!cart[key] && Object.keys(cart).length >= MAX_ORDER_POSITIONS) continue;
    cart[key] = Math.min(MAX_DISH_COUNT, (cart[key] ?? 0) + l.count);
  }
  storeCart(urlName, cart);
}

/** Keeps the venue's cart in storage; an empty one is removed. */
export function storeCart(urlName: string, cart: Cart): void {
  writeStored(STORAGE_KEYS.cart(urlName), Object.keys(cart).length === 0 ? null : JSON.stringify(cart));
}
