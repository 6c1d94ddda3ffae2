import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GeoJSONStoreFeatures } from 'terra-draw';
import { SHIPPING_MAP_ZOOM } from '#shared/constants.ts';
import type { LatLng, Shape } from '#shared/zones.ts';
import { MapFrame } from './map-frame.tsx';
import { useMap } from './use-map.ts';
import { useTerraDraw } from './use-terra-draw.ts';
import {
  judgeDrawnZone,
  nextZoneColor,
  ringToVertices,
  verticesToRing,
  zonesDiffer,
  type DrawVerdict,
} from './zone-rules.ts';

type Mode = 'polygon' | 'select';

const isPolygon = (
  f: GeoJSONStoreFeatures | undefined,
): f is GeoJSONStoreFeatures & { geometry: { type: 'Polygon'; coordinates: number[][][] } } =>
  f?.geometry.type === 'Polygon';

/**
 * The delivery-zone map (docs/product.md S2: zoom 10, 400px high). Controlled: `zones` is the edited list and
 * every drawn, moved or deleted zone comes back through `onChange`. `onReject` tells why a drawn
 * zone was dropped (fewer than 3 vertices, or a copy of the previous one).
 */
export function ZoneEditor({
  center,
  zones,
  onChange,
  onReject,
}: {
  center: LatLng;
  zones: Shape[];
  onChange: (zones: Shape[]) => void;
  onReject?: (verdict: Exclude<DrawVerdict, 'accept'>) => void;
}) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const state = useMap(container, center, SHIPPING_MAP_ZOOM);
  const zonesRef = useRef(zones);
  zonesRef.current = zones;
  const callbacks = useRef({ onChange, onReject });
  callbacks.current = { onChange, onReject };
  const draw = useTerraDraw(state.map, () => nextZoneColor(zonesRef.current));
  const [mode, setMode] = useState<Mode>('polygon');

  // Map → zones: a finished drawing becomes a zone; edits in select mode update or delete zones.
  useEffect(() => {
    if (!draw) return;
    const emit = (next: Shape[]) => {
      if (zonesDiffer(zonesRef.current, next)) {
        zonesRef.current = next;
        callbacks.current.onChange(next);
      }
    };
    draw.on('finish', (id, context) => {
      const feature = draw.getSnapshotFeature(id);
      if (!isPolygon(feature) || context.mode !== 'polygon') return;
      const vertices = ringToVertices(feature.geometry.coordinates[0]);
      const verdict = judgeDrawnZone(zonesRef.current, vertices);
      if (verdict !== 'accept') {
        draw.removeFeatures([id]);
        callbacks.current.onReject?.(verdict);
        return;
      }
      const color = nextZoneColor(zonesRef.current);
      draw.updateFeatureProperties(id, { color });
      emit([...zonesRef.current, { shape_id: String(id), color, vertices }]);
    });
    draw.on('change', (ids, type) => {
      if (type === 'delete') {
        const gone = new Set(ids.map(String));
        emit(zonesRef.current.filter((z) => !gone.has(z.shape_id)));
        return;
      }
      if (draw.getMode() !== 'select') return;
      emit(
        zonesRef.current.map((z) => {
          if (!ids.map(String).includes(z.shape_id)) return z;
          const feature = draw.getSnapshotFeature(z.shape_id);
          return isPolygon(feature) ? { ...z, vertices: ringToVertices(feature.geometry.coordinates[0]) } : z;
        }),
      );
    });
    draw.setMode('polygon');
  }, [draw]);

  // Zones → map: zones added, recoloured, moved or removed outside the map (list, reload).
  useEffect(() => {
    if (!draw) return;
    const features = draw.getSnapshot().filter((f) => isPolygon(f) && !f.properties.currentlyDrawing);
    const wanted = new Set(zones.map((z) => z.shape_id));
    const stale = features.filter((f) => !wanted.has(String(f.id))).map((f) => f.id!);
    if (stale.length) draw.removeFeatures(stale);
    for (const zone of zones) {
      const feature = draw.getSnapshotFeature(zone.shape_id);
      const geometry = { type: 'Polygon' as const, coordinates: [verticesToRing(zone.vertices)] };
      if (!isPolygon(feature)) {
        draw.addFeatures([
          { id: zone.shape_id, type: 'Feature', geometry, properties: { mode: 'polygon', color: zone.color } },
        ]);
        continue;
      }
      if (zonesDiffer([{ ...zone, vertices: ringToVertices(feature.geometry.coordinates[0]) }], [zone]))
        draw.updateFeatureGeometry(zone.shape_id, geometry);
      if (feature.properties.color !== zone.color) draw.updateFeatureProperties(zone.shape_id, { color: zone.color });
    }
  }, [draw, zones]);

  const switchMode = (next: Mode) => {
    setMode(next);
    draw?.setMode(next);
  };
  const modeButton = (next: Mode, label: ReactNode) => (
    <button
      type="button"
      className="button button-small"
      aria-pressed={mode === next}
      disabled={!draw}
      onClick={() => switchMode(next)}
    >
      {label}
    </button>
  );

  return (
    <MapFrame
      container={container}
      state={state}
      height={400}
      label={t({ id: 'map.zones_label', message: 'Delivery zones map' })}
    >
      <div className="map-toolbar" role="group" aria-label={t({ id: 'map.zone_tools', message: 'Zone tools' })}>
        {modeButton('polygon', <Trans id="map.draw_zone">Draw a zone</Trans>)}
        {modeButton('select', <Trans id="map.edit_zones">Edit zones</Trans>)}
      </div>
      <p className="map-hint muted">
        {mode === 'polygon' ? (
          <Trans id="map.draw_hint">
            Click the map to add vertices; click the first vertex or press Enter to close the zone.
          </Trans>
        ) : (
          <Trans id="map.edit_hint">Click a zone, then drag its vertices; right-click a vertex to delete it.</Trans>
        )}
      </p>
    </MapFrame>
  );
}
