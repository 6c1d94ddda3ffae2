import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { VenueCourier } from '#shared/schemas/courier-answers.ts';
import type { Shipping } from '#shared/schemas/shipping-answers.ts';

/** The shipping block as GET /api/client/pub/{pubID}/shipping and every shipping call answer it, inferred from its schema. */
export type { Shipping };
/** A courier the pub works with, as the venue sees it (inferred from its answer schema). */
export type PubCourier = VenueCourier;

export const pubPath = (companyId: number, pubId: number) => `/api/company/${companyId}/pubs/${pubId}`;

/** Key factories (docs/architecture.md A9). */
export const shippingQueries = {
  all: () => ['shipping'] as const,
  pub: (pubId: number) =>
    queryOptions({
      queryKey: [...shippingQueries.all(), pubId],
      queryFn: ({ signal }) => api.get<Shipping>(`/api/client/pub/${pubId}/shipping`, { signal }),
    }),
};
export const pubCourierQueries = {
  all: () => ['pub-couriers'] as const,
  list: (companyId: number, pubId: number) =>
    queryOptions({
      queryKey: [...pubCourierQueries.all(), pubId],
      queryFn: ({ signal }) =>
        api
          .get<{ couriers: PubCourier[] }>(`${pubPath(companyId, pubId)}/couriers`, { signal })
          .then((r) => r.couriers),
    }),
};
