import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';

export interface PubSummary {
  id: number;
  name: string;
  url_name: string;
  expired: boolean;
}
export interface PubCounters {
  not_handled: number;
  preparing: number;
  at_courier: number;
  completed: number;
}

/** Key factory of the pub area shell (header and overview). */
export const pubQueries = {
  all: (pubId: number) => ['pub', pubId] as const,
  detail: (companyId: number, pubId: number) => ({
    ...pubQuery<PubSummary>(companyId, pubId),
    select: (a: PubAnswer<PubSummary>) => a.pub,
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
