import { queryOptions } from '@tanstack/react-query';
import type { Tariff } from '#shared/constants.ts';
import type {
  PlatformAdminCompany,
  PlatformAdminCourier,
  PlatformAdminOrder,
  PlatformAdminPub,
} from '#shared/schemas/admin-answers.ts';
import { api } from '../../lib/api-client.ts';

/** The admin's lists (an in-process order of any pub: docs/product.md S7), inferred from their answer schemas. */
export type { PlatformAdminCompany, PlatformAdminCourier, PlatformAdminOrder, PlatformAdminPub };

function list<T>(name: string, key: string) {
  return queryOptions({
    queryKey: [...platformAdminQueries.all(), name],
    queryFn: ({ signal }) => api.get<Record<string, T[]>>(`/api/admin/${name}`, { signal }).then((r) => r[key]),
  });
}
export const platformAdminQueries = {
  all: () => ['administration'] as const,
  orders: () =>
    queryOptions({
      queryKey: [...platformAdminQueries.all(), 'orders', 'in-process'],
      queryFn: ({ signal }) =>
        api
          .get<{ orders: PlatformAdminOrder[] }>('/api/admin/orders?status=in-process', { signal })
          .then((r) => r.orders),
      staleTime: 0,
      refetchInterval: 30_000,
    }),
  companies: () => list<PlatformAdminCompany>('companies', 'companies'),
  pubs: () => list<PlatformAdminPub>('pubs', 'pubs'),
  couriers: () => list<PlatformAdminCourier>('couriers', 'couriers'),
};

export const platformAdminCalls = {
  tariff: (companyId: number, tariff: Tariff) => api.put(`/api/admin/companies/${companyId}/tariff`, { tariff }),
  extend: (pubId: number, days: number) => api.post(`/api/admin/pubs/${pubId}/extend`, { days }),
  topUp: (courierId: number, amount: number, note: string) =>
    api.post(`/api/admin/couriers/${courierId}/balance`, { amount, note }),
};
