import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/constants.ts';
import { api } from '../../lib/api-client.ts';

/** An in-process order of any pub, as GET /api/admin/orders answers (spec §7). */
export interface AdminOrder {
  id: number;
  number: number;
  pub_id: number;
  pub_name?: string;
  pub?: { name?: string };
  client_name: string;
  status: OrderStatus;
  created_time: string;
  total_dishes_price_without_commission: number;
  total_price?: number;
}

export const adminQueries = {
  all: () => ['administration'] as const,
  orders: () =>
    queryOptions({
      queryKey: [...adminQueries.all(), 'orders', 'in-process'],
      queryFn: ({ signal }) => api.get<{ orders: AdminOrder[] }>('/api/admin/orders?status=in-process', { signal }).then((r) => r.orders),
      staleTime: 0,
      refetchInterval: 30_000,
    }),
};

/** Marks that this tab entered a pub as the platform admin, so the pub pages offer the way back. */
export const ADMIN_RETURN_KEY = 'tavola.admin-return';

export const enterPub = (pubId: number) => api.post<{ ok: boolean }>(`/api/admin/get-pub-refresh-token?pubID=${pubId}`);
