/**
 * Cache Storage names of the service worker's runtime caching (vite.config.ts), shared with the app
 * code that fills them ahead of time (lib/pwa.ts warmImageCache). No browser code here: the Vite
 * config imports it too.
 */
export const CHUNK_CACHE = 'tavola-chunks';
export const IMAGE_CACHE = 'tavola-images';
