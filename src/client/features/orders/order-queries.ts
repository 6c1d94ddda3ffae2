import type { MiaQrJson } from '#shared/schemas/payment.ts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { PERSISTED_QUERY_GC_MS } from '#shared/constants.ts';
import { api } from '../../lib/api-client.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import type { KitchenState, Order, OrderDish } from './types.ts';

/** The pub as the board and the order page read it (GET …/pubs/{pubID}/ → {pub, dishes}). */
export type OrdersPub = PubAnswer['pub'];
/** A dish of the pub, with the groups the add-dish popup asks about. */
export type PubDish = PubAnswer['dishes'][number];

const pubBase = (companyId: number, pubId: number) => `/api/company/${companyId}/pubs/${pubId}`;
export const orderPath = (companyId: number, pubId: number, orderId: number) =>
  `${pubBase(companyId, pubId)}/orders/${orderId}`;

/**
 * Key factory (docs/architecture.md A9). The board list is filled and updated only by the pub channel, never
 * fetched: `skipToken` keeps it pending until the first GET_ALL, and staleTime Infinity means no
 * refetch. It keeps the persisted gcTime (docs/product.md D9) so a reload offline shows the last list.
 */
export const orderQueries = {
  all: () => ['orders'] as const,
  list: (pubId: number) =>
    queryOptions<Order[]>({
      queryKey: [...orderQueries.all(), 'list', pubId],
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: PERSISTED_QUERY_GC_MS,
    }),
  /** One order over REST, used only until the channel has delivered the list. */
  detail: (companyId: number, pubId: number, orderId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', pubId, orderId],
      // Signed out (company 0, as during a logout) there is no one to ask for: no request, no 404 in the console.
      queryFn:
        companyId > 0
          ? ({ signal }) =>
              api.get<{ order: Order }>(`${orderPath(companyId, pubId, orderId)}/`, { signal }).then((r) => r.order)
          : skipToken,
      staleTime: Infinity,
    }),
  pub: (companyId: number, pubId: number) => ({ ...pubQuery(companyId, pubId), staleTime: 60_000 }),
};

/** The order calls of docs/product.md S7 (base …/orders/{orderID}/). */
export const orderCalls = {
  /** An accept may name its minutes: the status and the ready time change together (docs/product.md D16). */
  status: (c: number, p: number, id: number, status: string, prepMinutes?: number) =>
    api.put<{ status?: string; order?: Order }>(
      `${orderPath(c, p, id)}/update-status?status=${encodeURIComponent(status)}`,
      prepMinutes === undefined ? undefined : { prep_minutes: prepMinutes },
    ),
  preparationTime: (c: number, p: number, id: number, time: string) =>
    api.put<{ order?: Order }>(`${orderPath(c, p, id)}/update-approximate-preparation-time`, {
      approximate_preparation_time: time,
    }),
  prepared: (c: number, p: number, id: number, prepared: boolean) =>
    api.put<{ order?: Order }>(`${orderPath(c, p, id)}/update-prepared`, { prepared }),
  deliveryPrice: (c: number, p: number, id: number, price: number) =>
    api.put<{ order?: Order }>(
      `${orderPath(c, p, id)}/update-delivery-price?price=${encodeURIComponent(String(price))}`,
    ),
  dishes: (
    c: number,
    p: number,
    id: number,
    dishes: Pick<OrderDish, 'dish_id' | 'count' | 'position_id' | 'modifier_option_ids'>[],
  ) => api.put<{ order?: Order }>(`${orderPath(c, p, id)}/update-dishes`, { dishes }),
  /** Send a failed refund of an order paid online again (docs/product.md D19). */
  refundRetry: (c: number, p: number, id: number) =>
    api.post<{ payment_status: string }>(`${orderPath(c, p, id)}/refund-retry`),
  /** The order's MIA QR code for its total (the open one, or a new one once it lapsed). */
  miaQr: (c: number, p: number, id: number) => api.post<{ mia_qr: MiaQrJson }>(`${orderPath(c, p, id)}/mia-qr`),
  /** Reject with a reason (docs/product.md D13). */
  cancel: (c: number, p: number, id: number, reason: string, reasonText: string) =>
    api.put<{ order?: Order }>(`${orderPath(c, p, id)}/update-status?status=canceled`, {
      reason,
      reason_text: reasonText,
    }),
  /** Undo of this tablet's last step on the order (decision 110). */
  undo: (c: number, p: number, id: number, step: { kind: 'status'; to: string } | { kind: 'prepared'; to: boolean }) =>
    api.post<{ order?: Order }>(`${orderPath(c, p, id)}/undo`, step),
};

/** Pause and busy mode (docs/product.md D13); every answer is the new state. */
export const kitchenCalls = {
  pause: (c: number, p: number, orderType: string, until: string | null) =>
    api.post<KitchenState>(`${pubBase(c, p)}/pause`, { order_type: orderType, until }),
  resume: (c: number, p: number, orderType: string) => api.delete<KitchenState>(`${pubBase(c, p)}/pause/${orderType}`),
  busy: (c: number, p: number, extraMinutes: number, until: string | null) =>
    api.post<KitchenState>(`${pubBase(c, p)}/busy`, { extra_minutes: extraMinutes, until }),
  notBusy: (c: number, p: number) => api.delete<KitchenState>(`${pubBase(c, p)}/busy`),
};
