import { useEffect, useRef, useState, type RefObject } from 'react';
import { Map as MapLibreMap, setWorkerUrl, type MapOptions } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { LatLng } from '#shared/zones.ts';
import { resolveStyle } from './map-style.ts';
import './map.css';

setWorkerUrl(workerUrl);

export type MapState =
  | { status: 'loading'; map: null; fallback: false }
  | { status: 'ready'; map: MapLibreMap; fallback: boolean }
  | { status: 'failed'; map: null; fallback: false };

/**
 * One MapLibre map in `container`, created once the style is known and removed on unmount.
 * `failed` when the browser cannot run it (no WebGL): callers show a message instead.
 */
export function useMap(
  container: RefObject<HTMLDivElement | null>,
  center: LatLng,
  zoom: number,
  options: Partial<MapOptions> = {},
): MapState {
  const [state, setState] = useState<MapState>({ status: 'loading', map: null, fallback: false });
  // The first centre and options only: later centre changes are applied by the caller (easeTo).
  const initial = useRef({ center, zoom, options });
  useEffect(() => {
    let map: MapLibreMap | undefined;
    let cancelled = false;
    void resolveStyle().then(({ style, fallback }) => {
      if (cancelled || !container.current) return;
      const { center: c, zoom: z, options: o } = initial.current;
      try {
        map = new MapLibreMap({
          container: container.current,
          style,
          center: [c.lng, c.lat],
          zoom: z,
          attributionControl: { compact: true },
          ...o,
        });
      } catch {
        setState({ status: 'failed', map: null, fallback: false });
        return;
      }
      const created = map;
      created.once('load', () => {
        if (!cancelled) setState({ status: 'ready', map: created, fallback });
      });
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [container]);
  return state;
}
