import { useCallback, useEffect, useState } from 'react';
import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import { useHydrated } from '../../lib/hydration.ts';

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

function read(urlName: string): Cart {
  try {
    const raw = JSON.parse(readStored(STORAGE_KEYS.cart(urlName)) ?? '{}') as Record<string, unknown>;
    const cart: Cart = {};
    for (const [key, count] of Object.entries(raw)) {
      if (parseLineKey(key) && typeof count === 'number' && count >= 1)
        cart[key] = Math.min(MAX_DISH_COUNT, Math.floor(count));
    }
    // One empty cart: a menu piece not yet hydrated keeps its props when an empty cart is read (decision 123).
    return Object.keys(cart).length > 0 ? cart : EMPTY;
  } catch {
    return EMPTY;
  }
}

const EMPTY: Cart = {};

/**
 * "Order again" from the status page: adds the order's lines, options included, to the venue's cart (the
 * lines already there stay), within the cart's limits. Options gone since are refused at checkout (409/400).
 */
export function addToStoredCart(
  urlName: string,
  lines: readonly { dish_id: number; count: number; modifiers?: readonly { option_id: number }[] }[],
): void {
  const cart = { ...read(urlName) };
  for (const l of lines) {
    const key = lineKey(
      l.dish_id,
      (l.modifiers ?? []).map((m) => m.option_id),
    );
    if (!cart[key] && Object.keys(cart).length >= MAX_ORDER_POSITIONS) continue;
    cart[key] = Math.min(MAX_DISH_COUNT, (cart[key] ?? 0) + l.count);
  }
  writeStored(STORAGE_KEYS.cart(urlName), Object.keys(cart).length === 0 ? null : JSON.stringify(cart));
}

export function useCart(urlName: string) {
  // Read after hydration (null until then): the server's HTML was rendered with an empty cart.
  const hydrated = useHydrated();
  const [stored, setCart] = useState<Cart | null>(() => (hydrated ? read(urlName) : null));
  useEffect(() => {
    if (stored === null) setCart((current) => current ?? read(urlName));
    // In private mode the cart lives for this page only.
    else writeStored(STORAGE_KEYS.cart(urlName), Object.keys(stored).length === 0 ? null : JSON.stringify(stored));
  }, [stored, urlName]);
  const cart = stored ?? EMPTY;

  /** Adds (or removes, delta < 0) to a line: a dish id alone, or a line key from lineKey(). */
  const change = useCallback(
    (line: number | string, delta: number) => {
      const key = String(line);
      setCart((current) => {
        // A tap answered before the stored cart was read (right after hydration) adds to it, not to an empty one.
        const c = current ?? read(urlName);
        const next = { ...c };
        const count = Math.min(MAX_DISH_COUNT, (c[key] ?? 0) + delta);
        if (count <= 0) delete next[key];
        else if (c[key] || Object.keys(c).length < MAX_ORDER_POSITIONS) next[key] = count;
        return next;
      });
    },
    [urlName],
  );
  /** Takes these lines out at once (the dishes a 409 `dish is not available` named). */
  const removeLines = useCallback(
    (keys: readonly string[]) => {
      setCart((current) =>
        Object.fromEntries(Object.entries(current ?? read(urlName)).filter(([key]) => !keys.includes(key))),
      );
    },
    [urlName],
  );
  // Emptied in storage at once too: an order sent clears the cart and opens the status page as a new
  // page right away, which may unload this one before its effect runs ("order again" would add to the old cart).
  const clear = useCallback(() => {
    setCart({});
    writeStored(STORAGE_KEYS.cart(urlName), null);
  }, [urlName]);
  return { cart, change, clear, removeLines };
}
