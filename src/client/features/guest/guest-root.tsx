import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Alerts } from '../../components/ui/alerts.tsx';
import { OfflineBanner } from '../../components/offline-banner.tsx';
import { useHydrated } from '../../lib/hydration.ts';
import { guestQueries, type PubPage } from './api.ts';
import { GuestNavContext, pageNav } from './guest-nav.ts';
import { GuestScreen } from './guest-page.tsx';

/** What the server inlines in the page for hydration (`<script id="tavola-guest" type="application/json">`). */
export interface GuestBoot {
  urlName: string;
  locale: string;
  data: PubPage;
}
export const GUEST_BOOT_ID = 'tavola-guest';

/** Puts the inlined menu where the page's query reads it, so hydration needs no request. */
export function seedGuestQuery(queryClient: QueryClient, boot: GuestBoot) {
  queryClient.setQueryData(guestQueries.pub(boot.urlName).queryKey, boot.data);
}

/** The app's overlays, after hydration only (they read the browser's state). */
function Overlays() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <>
      <OfflineBanner />
      <Alerts />
    </>
  );
}

/**
 * The server-rendered guest page's root (decision 121): the same tree renders to HTML on the server
 * (src/client/ssr/guest-ssr.tsx) and hydrates in the browser (main.tsx), without the router: the
 * status page opens as a page.
 */
export function GuestRoot({ i18n, queryClient, urlName }: { i18n: I18n; queryClient: QueryClient; urlName: string }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GuestNavContext value={pageNav}>
            <GuestScreen urlName={urlName} serverRendered />
          </GuestNavContext>
          <Overlays />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
