import type { MiaQrJson } from '#shared/schemas/payment.ts';
import { queryOptions } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { api } from '../../lib/api-client.ts';
import type { MyOrders, OrderStatusView, PlacedOrder } from '#shared/schemas/order-answers.ts';
import type { SessionAnswer } from '#shared/schemas/auth-answers.ts';
import type {
  GuestCategory,
  GuestDish,
  GuestMenu,
  GuestModifierGroup,
  GuestPubPage,
  Slot,
} from '#shared/schemas/guest-page-answers.ts';

/** The wire shapes of the guest side (docs/product.md D7), inferred from their answer schemas, and a query key factory per resource (docs/architecture.md A9). */
export type PubPage = Omit<GuestPubPage, 'ok'>;
export type PublicPub = PubPage['pub'];
/** Per order type: false = taking orders, null = paused until resumed, a wire time = paused until then. */
export type Paused = PublicPub['paused']['delivery'];
export type Menu = GuestMenu;
export type Category = GuestCategory;
export type Dish = GuestDish;
export type ModifierGroup = GuestModifierGroup;
export type ModifierOption = ModifierGroup['options'][number];

/** The guest's order as placing it answers, and as the status page reads it (inferred from their answer schemas). */
export type GuestOrder = PlacedOrder;
export type OrderStatus = OrderStatusView;
export type { Slot };
export type { MyOrders };
export type LastAddress = NonNullable<MyOrders['last_address']>;

export const MENU_REREAD_MS = 60_000;

// Guest calls never trigger the staff refresh-and-redirect: a guest has no owner, staff or platform admin session to restore.
const quiet = { noRefresh: true } as const;

export const guestQueries = {
  all: () => ['guest'] as const,
  // Re-read when the tab comes back and every 60 s (so stops show up); the ETag makes it a 304 when nothing changed.
  pub: (urlName: string) =>
    queryOptions({
      queryKey: ['guest', 'pub', urlName],
      queryFn: () => api.get<PubPage>(`/api/client/pub/${encodeURIComponent(urlName)}/`, quiet),
      staleTime: MENU_REREAD_MS,
      refetchInterval: MENU_REREAD_MS,
      refetchOnWindowFocus: 'always',
    }),
  order: (id: string, token: string) =>
    queryOptions({
      queryKey: ['guest', 'order', id, token],
      queryFn: () =>
        api
          .get<{ order: OrderStatus }>(
            `/api/client/orders/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`,
            quiet,
          )
          .then((r) => r.order),
    }),
  // The 15-minute slots a guest may choose on a local date (docs/product.md D16), with the places left.
  slots: (urlName: string, type: string, date: string) =>
    queryOptions({
      queryKey: ['guest', 'slots', urlName, type, date],
      queryFn: () =>
        api
          .get<{ slots: Slot[] }>(
            `/api/client/pub/${encodeURIComponent(urlName)}/slots?type=${encodeURIComponent(type)}&date=${encodeURIComponent(date)}`,
            quiet,
          )
          .then((r) => r.slots),
      staleTime: 30_000,
    }),
  myOrders: () =>
    queryOptions({ queryKey: ['guest', 'me'], queryFn: () => api.get<MyOrders>('/api/client/me/orders', quiet) }),
};

/** The page's language goes with the order: a payment page opens in it, and brings the guest back in it. */
export function placeOrder(urlName: string, key: string, body: Record<string, unknown>, signal?: AbortSignal) {
  return api.post<{ order: GuestOrder }>(`/api/client/pub/${encodeURIComponent(urlName)}/orders`, body, {
    ...quiet,
    signal,
    headers: { 'Idempotency-Key': key, 'Accept-Language': i18n.locale },
  });
}

/** The order's MIA QR code (a table order): the open one, or a new one once it lapsed. */
export const guestMiaQr = (orderId: number, token: string) =>
  api
    .post<{ mia_qr: MiaQrJson }>(`/api/client/orders/${orderId}/mia-qr?token=${encodeURIComponent(token)}`, {}, quiet)
    .then((r) => r.mia_qr);

/** The online payment failed: pay in person instead; the order goes to the venue. */
export const payInPerson = (orderId: number, token: string, paymentType: 'cash' | 'card_offline') =>
  api.post<{ payment_type: string; payment_status: string }>(
    `/api/client/orders/${orderId}/pay-in-person?token=${encodeURIComponent(token)}`,
    { payment_type: paymentType },
    quiet,
  );

export const registerGuestAccount = (body: { phone: string; password: string; name: string }) =>
  api.post<SessionAnswer>('/api/client/register', body, quiet);
export const loginGuestAccount = (body: { phone: string; password: string }) =>
  api.post<SessionAnswer>('/api/client/login', body, quiet);
