/**
 * Every key this app keeps in the browser, in one place, and the only code that touches Web Storage
 * (a lint rule forbids `localStorage`/`sessionStorage` elsewhere). What lives where:
 * - IndexedDB `tavola`, store `kv`: `query-cache:<accountId>` → that account's persisted query cache
 *   and paused mutations (query-persistence.ts, idb-store.ts).
 * - localStorage `tavola.session-marker`: role and ids of the last signed-in account, never a token.
 * - localStorage `i18nextLng` (and read from sessionStorage): the chosen language; the name is the
 *   one the original front end used, so a returning visitor keeps their choice (docs/product.md S9 detection).
 * - localStorage `tavola.guest-account`: this browser has a guest account (ask for a token only then).
 * - localStorage `tavola.cart.<url_name>`: the guest's cart at one venue.
 * - localStorage `tavola.mode.<url_name>`: at the table or delivery, whose prices the guest sees there.
 * - localStorage `tavola.board-layout`: this tablet shows the order board as a list or as columns.
 * - localStorage `tavola.printed.<pubId>`: orders whose kitchen ticket this tablet printed (newest 300),
 *   so a second print reads "REPRINT".
 * - localStorage `tavola.push.order`: the order whose status this device's push notifications follow.
 * - sessionStorage `tavola.table.<url_name>`: the table this tab's QR code named (`?table=N`), locked at checkout.
 * - sessionStorage `tavola.view-as`: this tab shows a pub as its owner to the platform admin
 *   (`{pubId, pubName, companyName}`); the admin's other tabs stay the admin.
 * Every access is wrapped: storage can be blocked (private mode, full disk) and the app must go on.
 */
export const STORAGE_KEYS = {
  language: 'i18nextLng',
  sessionMarker: 'tavola.session-marker',
  guestAccount: 'tavola.guest-account',
  viewAs: 'tavola.view-as',
  cart: (urlName: string) => `tavola.cart.${urlName}`,
  priceMode: (urlName: string) => `tavola.mode.${urlName}`,
  boardLayout: 'tavola.board-layout',
  printedTickets: (pubId: number) => `tavola.printed.${pubId}`,
  qrTable: (urlName: string) => `tavola.table.${urlName}`,
  pushOrder: 'tavola.push.order',
} as const;

export const IDB_DATABASE = { name: 'tavola', version: 1, store: 'kv' } as const;
export const queryCacheKey = (accountId: number) => `query-cache:${accountId}`;

type Area = 'local' | 'session';
const area = (which: Area): Storage => (which === 'local' ? localStorage : sessionStorage);

/** The stored string, or null when absent or when storage is blocked. */
export function readStored(key: string, which: Area = 'local'): string | null {
  try {
    return area(which).getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string (null removes the key); a blocked storage only loses the memory of it. */
export function writeStored(key: string, value: string | null, which: Area = 'local'): void {
  try {
    if (value === null) area(which).removeItem(key);
    else area(which).setItem(key, value);
  } catch {
    // Private mode or a full disk: the value lasts for this page only.
  }
}
