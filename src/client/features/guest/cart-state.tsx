import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '#shared/order-pricing.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { dishCount, EMPTY, readStoredCart, storeCart, type Cart } from './cart.ts';

/**
 * The guest's cart at one venue, in jotai atoms: the page, the menu's cards and the checkout each read
 * what they need (decision 280). The atoms live in a store of the venue's page (CartScope), never in
 * the default store: the server renders many venues' pages, and each page has its own cart.
 */
const venueAtom = atom('');
/** null until the stored cart is read, after hydration: the server's HTML was rendered with an empty cart. */
const storedAtom = atom<Cart | null>(null);

/** The cart the page shows: the stored one once read, else the one empty cart. */
export const cartAtom = atom((get) => get(storedAtom) ?? EMPTY);

/** Adds (or removes, delta < 0) to a line: a dish id alone, or a line key from lineKey(). */
const changeAtom = atom(null, (get, set, line: number | string, delta: number) => {
  const key = String(line);
  // A tap answered before the stored cart was read (right after hydration) adds to it, not to an empty one.
  const current = get(storedAtom) ?? readStoredCart(get(venueAtom));
  const next = { ...current };
  const count = Math.min(MAX_DISH_COUNT, (current[key] ?? 0) + delta);
  if (count <= 0) delete next[key];
  else if (current[key] || Object.keys(current).length < MAX_ORDER_POSITIONS) next[key] = count;
  set(storedAtom, next);
});

/** Takes these lines out at once (the dishes a 409 `dish is not available` named). */
const removeLinesAtom = atom(null, (get, set, keys: readonly string[]) => {
  const current = get(storedAtom) ?? readStoredCart(get(venueAtom));
  set(storedAtom, Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
});

// Emptied in storage at once too: an order sent clears the cart and opens the status page as a new
// page right away, which may unload this one before its effect runs ("order again" would add to the old cart).
const clearAtom = atom(null, (get, set) => {
  set(storedAtom, {});
  storeCart(get(venueAtom), {});
});

/** The venue page's own cart store; a client-rendered page reads the stored cart at once. */
export function CartScope({ urlName, children }: { urlName: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [store] = useState(() => {
    const s = createStore();
    s.set(venueAtom, urlName);
    if (hydrated) s.set(storedAtom, readStoredCart(urlName));
    return s;
  });
  return <Provider store={store}>{children}</Provider>;
}

/**
 * Reads the stored cart once the page has hydrated and keeps every change in storage (in private
 * mode the cart lives for this page only). Called by the venue's page, first of its effects.
 */
export function useCartStorage(): void {
  const [stored, setStored] = useAtom(storedAtom);
  const urlName = useAtomValue(venueAtom);
  useEffect(() => {
    if (stored === null) setStored((current) => current ?? readStoredCart(urlName));
    else storeCart(urlName, stored);
  }, [stored, urlName, setStored]);
}

/** The cart's changes, stable for the page's life (cards compare them to skip a render). */
export function useCartActions() {
  const change = useSetAtom(changeAtom);
  const removeLines = useSetAtom(removeLinesAtom);
  const clear = useSetAtom(clearAtom);
  return useMemo(() => ({ change, removeLines, clear }), [change, removeLines, clear]);
}

/**
 * How many of each of these dishes the cart holds, whatever their options (the cards' counters). The
 * caller re-renders only when one of these counts changes (the counts travel as one string).
 */
export function useDishCounts(dishes: readonly { id: number }[]): number[] {
  const countsAtom = useMemo(
    () => atom((get) => dishes.map((d) => dishCount(get(cartAtom), d.id)).join(',')),
    [dishes],
  );
  const counts = useAtomValue(countsAtom);
  return useMemo(() => counts.split(',').map(Number), [counts]);
}
