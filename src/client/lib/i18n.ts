import { i18n, type Messages } from '@lingui/core';
import { readStored, STORAGE_KEYS, writeStored } from './storage/keys.ts';

/**
 * Languages (docs/product.md S4, S9, D10): ru and ro in the app (fallback ro), en on the guest page too.
 * Catalogs are per feature (locales/<locale>/<name>.po) and load with the area that uses them.
 */
export type AppLocale = 'ru' | 'ro' | 'en';
export const APP_LOCALES: readonly AppLocale[] = ['ru', 'ro'];
export const FALLBACK_LOCALE: AppLocale = 'ro';

const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/*.po');
const loaded = new Set<string>();
const wanted = new Set<string>(['common']);

/** Detection order of docs/product.md S9: querystring lng, cookie, localStorage, sessionStorage, navigator, html tag. */
export function detectLocale(allowed: readonly AppLocale[] = APP_LOCALES): AppLocale {
  const candidates: (string | null | undefined)[] = [];
  try {
    candidates.push(new URLSearchParams(location.search).get('lng'));
    candidates.push(/(?:^|;\s*)i18next=([^;]+)/.exec(document.cookie)?.[1]);
    candidates.push(readStored(STORAGE_KEYS.language), readStored(STORAGE_KEYS.language, 'session'));
  } catch {
    // Storage may be blocked; detection goes on with the browser's languages.
  }
  candidates.push(...(navigator.languages ?? [navigator.language]));
  candidates.push(document.documentElement.lang);
  for (const c of candidates) {
    if (!c) continue;
    const base = c.toLowerCase().slice(0, 2) as AppLocale;
    if (allowed.includes(base)) return base;
    // Any other language on load becomes ru (docs/product.md S4).
    return 'ru';
  }
  return 'ru';
}

/** Dynamic imports of catalogs retry like the locale loading of docs/product.md S9 (5 retries, 350 ms doubling). */
async function importWithRetry(name: string, locale: AppLocale): Promise<Messages> {
  const load = catalogs[`../../../locales/${locale}/${name}.po`];
  if (!load) return {};
  let delay = 350;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await load()).messages;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

/** Loads what is missing; true when something was (the active language's users must then re-render). */
async function ensure(locale: AppLocale, names: Iterable<string>): Promise<boolean> {
  const added = await Promise.all(
    [...names].map(async (name) => {
      const key = `${locale}/${name}`;
      if (loaded.has(key)) return false;
      i18n.load(locale, await importWithRetry(name, locale));
      loaded.add(key);
      return true;
    }),
  );
  return added.includes(true);
}

/** Every catalog of the given names in every given locale, without activating any (the server-rendered guest page). */
export async function preloadCatalogs(locales: readonly AppLocale[], names: readonly string[]): Promise<void> {
  for (const n of names) wanted.add(n);
  await Promise.all(locales.map((locale) => ensure(locale, names)));
}

/** Loads the catalogs an area needs (in the active language) before it renders. */
export async function loadCatalogs(...names: string[]): Promise<void> {
  for (const n of names) wanted.add(n);
  const locale = (i18n.locale || FALLBACK_LOCALE) as AppLocale;
  // Loading new messages into the active locale must re-render their users.
  if ((await ensure(locale, names)) && i18n.locale) i18n.activate(locale);
}

/** Switches the language, keeping it for the next visit (RU/RO buttons, docs/product.md S2). */
export async function activateLocale(locale: AppLocale, remember = true): Promise<void> {
  // The same language with nothing new: no "change", so nothing re-renders (every text user of the
  // page would, at once: on the hydrating guest page that is one long task, decision 123).
  if ((await ensure(locale, wanted)) || i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  if (remember) {
    writeStored(STORAGE_KEYS.language, locale);
    // The server renders the guest page in this language from the next visit on (the i18next cookie).
    document.cookie = `i18next=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  }
}

/** Whether the visitor chose a language on this device before (the guest page then keeps it). */
export function hasChosenLocale(): boolean {
  return readStored(STORAGE_KEYS.language) !== null;
}

export { i18n };
