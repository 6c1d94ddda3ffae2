import { useCallback, useEffect, useState } from 'react';
import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';

/** dish id → count. Kept per pub in localStorage so a reload (or a lost connection) keeps the cart. */
export type Cart = Record<number, number>;

const storageKey = (urlName: string) => `tavola.cart.${urlName}`;

function read(urlName: string): Cart {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(urlName)) ?? '{}') as Record<string, unknown>;
    const cart: Cart = {};
    for (const [id, count] of Object.entries(raw)) {
      if (Number.isInteger(Number(id)) && typeof count === 'number' && count >= 1) cart[Number(id)] = Math.min(MAX_DISH_COUNT, Math.floor(count));
    }
    return cart;
  } catch {
    return {};
  }
}

export function useCart(urlName: string) {
  const [cart, setCart] = useState<Cart>(() => read(urlName));
  useEffect(() => {
    try {
      if (Object.keys(cart).length === 0) localStorage.removeItem(storageKey(urlName));
      else localStorage.setItem(storageKey(urlName), JSON.stringify(cart));
    } catch {
      // Private mode: the cart lives for this page only.
    }
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
