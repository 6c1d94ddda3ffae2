import { queryOptions } from '@tanstack/react-query';
import type { LatLng } from '#shared/zones.ts';
import { api } from '../../lib/api-client.ts';

/** The pub's location (GET/POST …/geolocation). (0, 0) on the wire means "not set yet". */
export const geolocationPath = (companyId: number, pubId: number) =>
  `/api/company/${companyId}/pubs/${pubId}/geolocation`;

export const geolocationQueries = {
  all: () => ['geolocation'] as const,
  pub: (companyId: number, pubId: number) =>
    queryOptions({
      queryKey: [...geolocationQueries.all(), pubId],
      queryFn: ({ signal }) =>
        api.get<LatLng>(geolocationPath(companyId, pubId), { signal }).then(({ lat, lng }) => ({ lat, lng })),
    }),
};

export function hasLocation(point: LatLng | undefined | null): point is LatLng {
  return !!point && (point.lat !== 0 || point.lng !== 0);
}
