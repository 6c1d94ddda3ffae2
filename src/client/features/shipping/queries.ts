import { queryOptions } from '@tanstack/react-query';
import type { DeliveryType } from '#shared/constants.ts';
import type { Shape } from '#shared/zones.ts';
import { api } from '../../lib/api-client.ts';
import type { VenueCourier } from '#shared/schemas/courier-answers.ts';

/** The shipping block (docs/product.md S3 "Shipping settings") as GET /api/client/pub/{pubID}/shipping answers it. */
export interface Shipping {
  available: boolean;
  shipping_time_from: number;
  shipping_time_to: number;
  shipping_work_hours_for_week: { start: number; end: number }[];
  shipping_prices: Record<string, number>;
  shipping_free_delivery_prices: Record<string, number>;
  delivery_type: DeliveryType;
  add_commission_to_dish_prices: boolean;
  shapes: Shape[];
  /** Two ranges a day and closing days (docs/product.md D15); absent from older servers. */
  work_ranges_for_week?: { closed: boolean; ranges: { start: number; end: number }[] }[];
  closed_dates?: string[];
}
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
