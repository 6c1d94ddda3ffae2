import { queryOptions } from '@tanstack/react-query';
import type { PubDetail } from '#shared/schemas/pub-answers.ts';
import { api } from './api-client.ts';

/**
 * `GET /api/company/{companyID}/pubs/{pubID}/` — the pub and its dishes — under one cache key for
 * every screen of the pub area (header, menu editor, settings, order board). Each screen reads the
 * part it needs with `select`, so moving between them never fetches the same pub twice, and a change
 * anywhere invalidates `pubKey(pubId)` for all of them. The answer's type is inferred from its schema.
 */
export type PubAnswer = PubDetail;

export const pubKey = (pubId: number) => ['pub', pubId] as const;

export function pubQuery(companyId: number, pubId: number) {
  return queryOptions({
    queryKey: [...pubKey(pubId), 'detail'] as const,
    queryFn: ({ signal }) => api.get<PubAnswer>(`/api/company/${companyId}/pubs/${pubId}/`, { signal }),
    enabled: companyId > 0 && pubId > 0,
  });
}
