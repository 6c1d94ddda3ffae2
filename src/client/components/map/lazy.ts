import { lazy } from 'react';

/**
 * The map components as lazy React components: MapLibre and terra-draw load only when one renders,
 * never in a first load (docs/product.md D9). Wrap them in <Suspense>. Import maps only through here.
 */
export const LazyGeolocationTile = lazy(() =>
  import('./geolocation-tile.tsx').then((m) => ({ default: m.GeolocationTile })),
);
export const LazyPointPicker = lazy(() => import('./point-picker.tsx').then((m) => ({ default: m.PointPicker })));
export const LazyZoneEditor = lazy(() => import('./zone-editor.tsx').then((m) => ({ default: m.ZoneEditor })));
