import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { PubCounters } from '#shared/schemas/pub-answers.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';

export type { PubCounters };

/** Key factory of the pub area shell (header and overview). */
export const pubQueries = {
  all: (pubId: number) => ['pub', pubId] as const,
  detail: (companyId: number, pubId: number) => ({
    ...pubQuery(companyId, pubId),
    select: (a: PubAnswer) => a.pub,
  }),
  // The overview's counters are fresh every time it opens.
  stats: (companyId: number, pubId: number) =>
    queryOptions({
      queryKey: ['pub', pubId, 'stats'],
      queryFn: () =>
        api.get<{ counters: PubCounters }>(`/api/company/${companyId}/pubs/${pubId}/stats`).then((a) => a.counters),
      enabled: companyId > 0 && pubId > 0,
      refetchOnMount: 'always',
    }),
};
