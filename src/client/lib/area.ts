import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadCatalogs } from './i18n.ts';

/**
 * A lazily loaded screen and the translation catalogs it needs: the route's chunk and its strings
 * load together, and nothing of it is in the entry (docs/product.md D9).
 */
export function lazyScreen<M extends Record<string, unknown>>(
  catalogs: string[],
  importer: () => Promise<M>,
  exportName: keyof M & string,
) {
  return {
    loader: () => loadCatalogs(...catalogs),
    component: lazyRouteComponent(importer as () => Promise<Record<string, ComponentType>>, exportName),
  };
}
