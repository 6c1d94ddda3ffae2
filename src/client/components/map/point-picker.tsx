import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Marker, type MapMouseEvent } from 'maplibre-gl';
import type { LatLng } from '#shared/zones.ts';
import { MapFrame } from './map-frame.tsx';
import { useMap } from './use-map.ts';

const PICKER_ZOOM = 12;

/**
 * A map to drop a delivery pin (the guest checkout): a click or a drag of the pin reports the point.
 * `center` is where the map opens when no `value` is set (the pub's location).
 */
export function PointPicker({
  center,
  value,
  onChange,
  height = 300,
}: {
  center: LatLng;
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  height?: number;
}) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const state = useMap(container, value ?? center, PICKER_ZOOM);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const marker = useRef<Marker | null>(null);
  const map = state.map;

  useEffect(() => {
    if (!map) return;
    const onClick = (e: MapMouseEvent) => onChangeRef.current({ lat: e.lngLat.lat, lng: e.lngLat.lng });
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      marker.current?.remove();
      marker.current = null;
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const m = new Marker({ color: '#2563eb', draggable: true }).setLngLat([value.lng, value.lat]).addTo(map);
      m.getElement().setAttribute('aria-label', t({ id: 'map.delivery_pin', message: 'Delivery point' }));
      m.on('dragend', () => {
        const p = m.getLngLat();
        onChangeRef.current({ lat: p.lat, lng: p.lng });
      });
      marker.current = m;
    } else marker.current.setLngLat([value.lng, value.lat]);
  }, [map, value, t]);

  return (
    <MapFrame
      container={container}
      state={state}
      height={height}
      label={t({ id: 'map.point_picker_label', message: 'Delivery point map' })}
    />
  );
}
