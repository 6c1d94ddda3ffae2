import { useCallback, useEffect, useState } from 'react';
import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import { useHydrated } from '../../lib/hydration.ts';

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

const EMPTY: Cart = {};

export function useCart(urlName: string) {
  // Read after hydration (null until then): the server's HTML was rendered with an empty cart.
  const hydrated = useHydrated();
  const [stored, setCart] = useState<Cart | null>(() => (hydrated ? read(urlName) : null));
  useEffect(() => {
    if (stored === null) setCart(read(urlName));
    // In private mode the cart lives for this page only.
    else writeStored(STORAGE_KEYS.cart(urlName), Object.keys(stored).length === 0 ? null : JSON.stringify(stored));
  }, [stored, urlName]);
  const cart = stored ?? EMPTY;

  const change = useCallback((dishId: number, delta: number) => {
    setCart((current) => {
      const c = current ?? EMPTY;
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
