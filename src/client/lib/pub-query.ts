import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * `GET /api/company/{companyID}/pubs/{pubID}/` — the pub and its dishes — under one cache key for
 * every screen of the pub area (header, menu editor, settings, order board). Each screen reads the
 * part it needs with `select`, so moving between them never fetches the same pub twice, and a change
 * anywhere invalidates `pubKey(pubId)` for all of them.
 */
export interface PubAnswer<Pub = unknown, Dish = unknown> {
  pub: Pub;
  dishes: Dish[];
}

export const pubKey = (pubId: number) => ['pub', pubId] as const;

export function pubQuery<Pub, Dish = unknown>(companyId: number, pubId: number) {
  return queryOptions({
    queryKey: [...pubKey(pubId), 'detail'] as const,
    queryFn: ({ signal }) => api.get<PubAnswer<Pub, Dish>>(`/api/company/${companyId}/pubs/${pubId}/`, { signal }),
    enabled: companyId > 0 && pubId > 0,
  });
}
