import { useEffect, useRef, useState } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  type GeoJSONStoreFeatures,
  type HexColor,
} from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

/**
 * A terra-draw instance on a ready MapLibre map: polygon mode to draw zones by clicking vertices
 * (click the first vertex or press Enter to close), select mode to drag, add (midpoints) or delete
 * (right click) vertices. Each polygon is painted in its own `color` property; the polygon being
 * drawn takes `pendingColor()`.
 */
export function useTerraDraw(map: MapLibreMap | null, pendingColor: () => string): TerraDraw | null {
  const [draw, setDraw] = useState<TerraDraw | null>(null);
  const pending = useRef(pendingColor);
  pending.current = pendingColor;
  useEffect(() => {
    if (!map) return;
    const colorOf = (feature: GeoJSONStoreFeatures) =>
      ((feature.properties.color as string | undefined) ?? pending.current()) as HexColor;
    const instance = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({
          styles: {
            fillColor: colorOf,
            outlineColor: colorOf,
            fillOpacity: 0.3,
            outlineWidth: 2,
            closingPointColor: '#ffffff',
            closingPointOutlineColor: '#111827',
            closingPointWidth: 6,
            closingPointOutlineWidth: 2,
          },
        }),
        new TerraDrawSelectMode({
          flags: {
            polygon: {
              feature: { draggable: false, coordinates: { midpoints: true, draggable: true, deletable: true } },
            },
          },
        }),
      ],
    });
    instance.on('ready', () => setDraw(instance));
    instance.start();
    return () => {
      setDraw(null);
      if (instance.enabled) instance.stop();
    };
  }, [map]);
  return draw;
}
