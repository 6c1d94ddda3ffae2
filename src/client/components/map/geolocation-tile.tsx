import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Marker } from 'maplibre-gl';
import { DEFAULT_MAP_CENTER, GEOLOCATION_ZOOM } from '#shared/constants.ts';
import type { LatLng } from '#shared/zones.ts';
import { api } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { geolocationPath, geolocationQueries, hasLocation } from './geolocation-query.ts';
import { MapFrame } from './map-frame.tsx';
import { useMap } from './use-map.ts';

/**
 * The pub overview's geolocation tile (docs/product.md S2): a small map (zoom 7) centred on the pub, or on the
 * default centre until a location is set; double-clicking places the pub and shows a marker.
 */
export function GeolocationTile({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: location } = useQuery(geolocationQueries.pub(companyId, pubId));
  const container = useRef<HTMLDivElement>(null);
  const state = useMap(container, hasLocation(location) ? location : DEFAULT_MAP_CENTER, GEOLOCATION_ZOOM, {
    doubleClickZoom: false,
  });
  const save = useMutation({
    mutationKey: ['pubs', 'geolocation'],
    mutationFn: (point: LatLng) => api.post<LatLng>(geolocationPath(companyId, pubId), point),
    onSuccess: ({ lat, lng }) =>
      queryClient.setQueryData(geolocationQueries.pub(companyId, pubId).queryKey, { lat, lng }),
    onError: (error) => showError('pubs.geolocation', error),
  });
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;

  const map = state.map;
  useEffect(() => {
    if (!map) return;
    const onDblClick = (e: { lngLat: { lat: number; lng: number } }) =>
      saveRef.current({ lat: e.lngLat.lat, lng: e.lngLat.lng });
    map.on('dblclick', onDblClick);
    return () => {
      map.off('dblclick', onDblClick);
    };
  }, [map]);

  useEffect(() => {
    if (!map || !hasLocation(location)) return;
    const marker = new Marker({ color: '#dc2626' }).setLngLat([location.lng, location.lat]).addTo(map);
    marker.getElement().setAttribute('aria-label', t({ id: 'map.pub_marker', message: 'Pub location' }));
    marker.getElement().setAttribute('data-testid', 'pub-marker');
    return () => {
      marker.remove();
    };
  }, [map, location, t]);

  return (
    <MapFrame
      container={container}
      state={state}
      height={220}
      label={t({ id: 'map.geolocation_label', message: 'Pub location map' })}
    >
      <p className="map-hint muted">
        {hasLocation(location) ? (
          <Trans id="map.geolocation_set">
            Location: {location.lat.toFixed(5)}, {location.lng.toFixed(5)}. Double-click the map to move it.
          </Trans>
        ) : (
          <Trans id="map.geolocation_hint">Double-click the map to set the pub's location.</Trans>
        )}
      </p>
    </MapFrame>
  );
}
