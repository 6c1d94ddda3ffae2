import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { i18n, preloadCatalogs, type AppLocale } from '../lib/i18n.ts';
import { GuestRoot, seedGuestQuery, type GuestBoot } from '../features/guest/guest-root.tsx';

/**
 * The server's entry for the guest page (decision 121), built by `npm run build` into
 * dist/.ssr/guest-ssr.js (`vite build --ssr`: the Lingui macros compile as in the client build) and
 * loaded by the server (features/guest/ssr-page.ts). It renders the same tree the browser hydrates.
 */
export const LOCALES: readonly AppLocale[] = ['ru', 'ro', 'en'];
// 'guest-more' too: the pause notice renders on the server.
const ready = preloadCatalogs(LOCALES, ['common', 'guest', 'guest-more']);

/** Waits for the catalogs once; afterwards rendering is synchronous. */
export async function prepare(): Promise<void> {
  await ready;
}

/** The page's HTML for #root. Synchronous: the shared i18n instance is switched for this render only. */
export function renderGuest(boot: GuestBoot): string {
  i18n.activate(boot.locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedGuestQuery(queryClient, boot);
  try {
    return renderToString(<GuestRoot i18n={i18n} queryClient={queryClient} urlName={boot.urlName} />);
  } finally {
    queryClient.clear();
  }
}
