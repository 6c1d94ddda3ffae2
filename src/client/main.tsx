// The base styles first: every component's own stylesheet comes after them in the page (decision 306).
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { activateLocale, detectLocale, i18n } from './lib/i18n.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { clearSession } from './lib/session.ts';
import { LOGIN_PATH } from './lib/guards.ts';
import { startOfflineSupport } from './lib/offline.ts';
import { FIRST_RENDER_WAIT_MS } from '#shared/constants.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { waitAtMost } from './lib/wait.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

setUnauthorizedHandler(() => {
  clearSession();
  queryClient.clear();
  void router.navigate({ to: LOGIN_PATH });
});

// Before the first render: the persisted cache, offline actions and the service worker.
startOfflineSupport(queryClient, () => void router.navigate({ to: LOGIN_PATH }));
registerServiceWorker();

async function start() {
  // The guest page may open in English; every other area is ru or ro (docs/product.md D10).
  const guest = location.pathname.startsWith('/pub/');
  await activateLocale(detectLocale(guest ? ['ru', 'ro', 'en'] : ['ru', 'ro']), false);
  // The route's guard, code, strings and first data load before the first render (decision 296): the screen then
  // renders once, in the transition's slices, instead of in synchronous re-renders as each piece arrives. A load
  // slower than FIRST_RENDER_WAIT_MS renders what it has, and the router carries on.
  await waitAtMost(router.load(), FIRST_RENDER_WAIT_MS);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser (decision 293): on a slow phone the first screen's
  // render is otherwise one long task in which a tap waits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  // Phone formats of other countries, off the first load (lib/format.ts): once the page has loaded and
  // the main thread is idle, so parsing them never competes with the first screen.
  const preload = () => void import('./lib/phone-format.ts').then((m) => m.loadPhoneFormats());
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(preload, { timeout: 10_000 }) : setTimeout(preload, 3000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

void start();
