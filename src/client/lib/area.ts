import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { SCREEN_DATA_WAIT_MS } from '#shared/constants.ts';
import { loadCatalogs } from './i18n.ts';
import { waitAtMost } from './wait.ts';

/**
 * A lazily loaded screen and the translation catalogs it needs: the route's chunk and its strings
 * load together, and nothing of it is in the entry (docs/product.md D9). `prefetch`, given the screen's module,
 * starts the screen's first queries in the route's loader — beside the chunk, not after the first render — so the
 * screen usually renders once, complete; a network slower than SCREEN_DATA_WAIT_MS holds it no longer (decision 296).
 */
export function lazyScreen<M extends Record<string, unknown>>(
  catalogs: string[],
  importer: () => Promise<M>,
  exportName: keyof M & string,
  prefetch?: (module: M) => Promise<unknown>,
) {
  return {
    loader: () =>
      Promise.all([loadCatalogs(...catalogs), prefetch && waitAtMost(importer().then(prefetch), SCREEN_DATA_WAIT_MS)]),
    component: lazyRouteComponent(importer as () => Promise<Record<string, ComponentType>>, exportName),
  };
}
