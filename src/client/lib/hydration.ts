import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true afterwards and in a page
 * the client renders itself. Anything read from the browser (storage, session) waits for it, so the
 * first client render matches the server's HTML (decision 121).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
