import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus, Tariff } from '#shared/constants.ts';
import { api } from '../../lib/api-client.ts';

/** An in-process order of any pub, as GET /api/admin/orders answers (docs/product.md S7). */
export interface PlatformAdminOrder {
  id: number;
  number: number;
  pub_id: number;
  pub_name?: string;
  pub?: { name?: string };
  client_name: string;
  order_type: 'in_place' | 'delivery';
  main_phone_number: string;
  status: OrderStatus;
  created_time: string;
  total_dishes_price_without_commission: number;
  total_price?: number;
}

export interface PlatformAdminCompany {
  id: number;
  name: string;
  email: string;
  phone: string;
  tariff: Tariff;
  pubs_count: number;
}
export interface PlatformAdminPub {
  id: number;
  name: string;
  url_name: string;
  company_name: string;
  expiration_time_utc: string;
  expired: boolean;
}
export interface PlatformAdminCourier {
  id: number;
  full_name: string;
  phone_number: string;
  email: string;
  balance: number;
}

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
