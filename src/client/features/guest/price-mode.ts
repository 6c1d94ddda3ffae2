import { useCallback, useState } from 'react';
import type { OrderType } from './ordering.ts';

/**
 * Guest prices by mode (DESIGN.md §6, issue 13 item 2, decision 080): when a pub takes both table and
 * delivery orders the guest says which before the menu, and every price on the page (menu, cart bar,
 * checkout) is that mode's, computed by the shared pricing function the server uses. The choice is
 * remembered per pub and can be switched at any time; with one mode on, that mode.
 */
const storageKey = (urlName: string) => `tavola.mode.${urlName}`;

function readStored(urlName: string): OrderType | null {
  try {
    const v = localStorage.getItem(storageKey(urlName));
    return v === 'in_place' || v === 'delivery' ? v : null;
  } catch {
    return null;
  }
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
  const [stored, setStored] = useState<OrderType | null>(() => readStored(urlName));
  const choices: OrderType[] = [...(options.inPlace ? (['in_place'] as const) : []), ...(options.delivery ? (['delivery'] as const) : [])];
  const setMode = useCallback(
    (mode: OrderType) => {
      setStored(mode);
      try {
        localStorage.setItem(storageKey(urlName), mode);
      } catch {
        // Private mode: remembered for this page only.
      }
    },
    [urlName],
  );
  if (choices.length < 2) return { choices, mode: choices[0] ?? 'in_place', chosen: true, setMode };
  return { choices, mode: stored && choices.includes(stored) ? stored : 'in_place', chosen: stored !== null && choices.includes(stored), setMode };
}
