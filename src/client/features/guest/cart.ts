import { useCallback, useEffect, useState } from 'react';
import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';

/** dish id → count. Kept per pub in localStorage so a reload (or a lost connection) keeps the cart. */
export type Cart = Record<number, number>;

function read(urlName: string): Cart {
  try {
    const raw = JSON.parse(readStored(STORAGE_KEYS.cart(urlName)) ?? '{}') as Record<string, unknown>;
    const cart: Cart = {};
    for (const [id, count] of Object.entries(raw)) {
      if (Number.isInteger(Number(id)) && typeof count === 'number' && count >= 1) cart[Number(id)] = Math.min(MAX_DISH_COUNT, Math.floor(count));
    }
    return cart;
  } catch {
    return {};
  }
}

/**
 * "Order again" from the status page: adds the order's lines to the venue's cart (the lines already there
 * stay), within the cart's limits. The cart keeps dishes and counts.
 */
export function addToStoredCart(urlName: string, lines: readonly { dish_id: number; count: number }[]): void {
  const cart = read(urlName);
  for (const l of lines) {
    if (!cart[l.dish_id] && Object.keys(cart).length >= MAX_ORDER_POSITIONS) continue;
    cart[l.dish_id] = Math.min(MAX_DISH_COUNT, (cart[l.dish_id] ?? 0) + l.count);
  }
  writeStored(STORAGE_KEYS.cart(urlName), Object.keys(cart).length === 0 ? null : JSON.stringify(cart));
}

export function useCart(urlName: string) {
  const [cart, setCart] = useState<Cart>(() => read(urlName));
  useEffect(() => {
    // In private mode the cart lives for this page only.
    writeStored(STORAGE_KEYS.cart(urlName), Object.keys(cart).length === 0 ? null : JSON.stringify(cart));
  }, [cart, urlName]);

  const change = useCallback((dishId: number, delta: number) => {
    setCart((c) => {
      const next = { ...c };
      const count = Math.min(MAX_DISH_COUNT, (c[dishId] ?? 0) + delta);
      if (count <= 0) delete next[dishId];
      else if (c[dishId] || Object.keys(c).length < MAX_ORDER_POSITIONS) next[dishId] = count;
      return next;
    });
  }, []);
  const clear = useCallback(() => setCart({}), []);
  return { cart, change, clear };
}
