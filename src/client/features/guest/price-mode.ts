import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from '../../lib/hydration.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import type { OrderType } from './ordering.ts';

/**
 * Guest prices by mode (docs/product.md D6, decision 080): when a pub takes both table and
 * delivery orders the guest says which before the menu, and every price on the page (menu, cart bar,
 * checkout) is that mode's, computed by the shared pricing function the server uses. The choice is
 * remembered per pub and can be switched at any time; with one mode on, that mode.
 */
function storedMode(urlName: string): OrderType | null {
  const v = readStored(STORAGE_KEYS.priceMode(urlName));
  return v === 'in_place' || v === 'delivery' ? v : null;
}

/** Remembers the mode for a pub without a page open ("order again" from the status page). */
export function rememberMode(urlName: string, mode: OrderType): void {
  writeStored(STORAGE_KEYS.priceMode(urlName), mode);
}

export interface OrderMode {
  /** The modes this pub takes right now (0, 1 or 2). */
  choices: OrderType[];
  /** The mode whose prices the page shows; `in_place` (no commission) until one is chosen. */
  mode: OrderType;
  /** False while the guest still has to choose between two modes. */
  chosen: boolean;
  setMode: (mode: OrderType) => void;
}

export function useOrderMode(urlName: string, options: { inPlace: boolean; delivery: boolean }): OrderMode {
  // Read after hydration: the server's HTML was rendered before the guest's choice is known.
  const hydrated = useHydrated();
  const [stored, setStored] = useState<OrderType | null>(() => (hydrated ? storedMode(urlName) : null));
  useEffect(() => {
    if (!hydrated) return;
    setStored((current) => current ?? storedMode(urlName));
  }, [hydrated, urlName]);
  const choices: OrderType[] = [
    ...(options.inPlace ? (['in_place'] as const) : []),
    ...(options.delivery ? (['delivery'] as const) : []),
  ];
  const setMode = useCallback(
    (mode: OrderType) => {
      setStored(mode);
      // In private mode it is remembered for this page only.
      writeStored(STORAGE_KEYS.priceMode(urlName), mode);
    },
    [urlName],
  );
  if (choices.length < 2) return { choices, mode: choices[0] ?? 'in_place', chosen: true, setMode };
  return {
    choices,
    mode: stored && choices.includes(stored) ? stored : 'in_place',
    chosen: stored !== null && choices.includes(stored),
    setMode,
  };
}
