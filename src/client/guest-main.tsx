// The base styles first: every component's own stylesheet comes after them in the page (decision 306).
import './styles.css';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { activateLocale, detectLocale, hasChosenLocale, i18n, preloadCatalogs, type AppLocale } from './lib/i18n.ts';
import { queryClient } from './query-client.ts';
import { GUEST_BOOT_ID, GuestRoot, seedGuestQuery, type GuestBoot } from './features/guest/guest-root.tsx';

/**
 * The entry of the server-rendered guest page (decision 121): the menu is on screen already. It
 * hydrates that HTML in the language it was rendered in, with the inlined data, then switches to
 * the guest's own language if they chose another on this device. No router, no offline shell and
 * no service worker: a guest needs none of them, so the first load stays small (scripts/budgets.ts).
 */
async function start() {
  const boot = JSON.parse(document.getElementById(GUEST_BOOT_ID)?.textContent ?? '{}') as GuestBoot;
  // Every catalog of the page at once, then the language (nothing left to load). The checkout's
  // ('guest-more', ~0.6 KiB) comes now too: loaded later, on the first "+", Lingui's change event
  // would re-render every text and hydrate the menu's remaining pieces in one long task on that tap.
  await preloadCatalogs([boot.locale as AppLocale], ['common', 'guest', 'guest-more']);
  await activateLocale(boot.locale as AppLocale, false);
  seedGuestQuery(queryClient, boot);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole menu (200 dishes on a slow phone: one long task of about a second).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <GuestRoot i18n={i18n} queryClient={queryClient} urlName={boot.urlName} />,
    );
  });
  const wanted = detectLocale(['ru', 'ro', 'en']);
  if (wanted !== boot.locale && hasChosenLocale()) void activateLocale(wanted, false);
}

void start();
