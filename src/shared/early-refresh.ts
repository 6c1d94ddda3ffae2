/**
 * The session refresh, started by the page itself (decision 296). A screen that needs a session (the courier's,
 * the owner's) cannot render before its access token is refreshed, and the app's own refresh starts only once its
 * JavaScript has arrived and run — on mobile data a second or more after the HTML. This one-line script, inlined
 * in the head of those screens' HTML (allowed by its hash in the CSP), sends the same request at once; the app's
 * first refresh takes its answer instead of sending another (lib/api-client.ts `refreshOwn`).
 */
export const EARLY_REFRESH = '__tavolaRefresh';

/**
 * Plain ES5, no template: its exact text is hashed into the Content-Security-Policy. The no-op catch marks a
 * failure (offline) as handled here; the app still sees it when it takes the promise.
 */
export const EARLY_REFRESH_SCRIPT =
  'window.__tavolaRefresh=fetch("/api/auth/refresh-token",{method:"POST",credentials:"include"});' +
  'window.__tavolaRefresh.catch(function(){})';
