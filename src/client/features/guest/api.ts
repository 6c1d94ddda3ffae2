import type { MiaQrJson } from '#shared/schemas/payment.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Allergen, Currency, PortionUnit } from '#shared/constants.ts';
import type { Shape } from '#shared/zones.ts';
import type { WorkHours, WorkRangesDay } from '#shared/open-hours.ts';
import { i18n } from '@lingui/core';
import { api } from '../../lib/api-client.ts';
import type { MyOrders, OrderStatusView, PlacedOrder } from '#shared/schemas/order-answers.ts';
import type { MenuLang, Translations } from '#shared/menu-texts.ts';

/** The wire shapes of the guest side (docs/product.md D7) and a query key factory per resource (docs/architecture.md A9). */
export interface PublicPub {
  id: number;
  name: string;
  url_name: string;
  address: string;
  color_theme: string;
  color: string;
  wifi_password: string;
  additional_info: string;
  currency: Currency;
  language_id: number;
  /** The menu's languages, main first (docs/product.md D18); older servers send none. */
  languages?: MenuLang[];
  has_in_place_order: boolean;
  bg_image_file_name: string;
  lat: number;
  lng: number;
  timezone: string;
  expired: boolean;
  shipping: {
    available: boolean;
    shipping_time_from: number;
    shipping_time_to: number;
    shipping_work_hours_for_week: WorkHours[];
    shipping_prices: Record<string, number>;
    shipping_free_delivery_prices: Record<string, number>;
    add_commission_to_dish_prices: boolean;
    shapes: Shape[];
  };
  /** `online_preorder`: the venue takes online payment (absent from older servers). */
  preorder: { card_preorder: boolean; cash_preorder: boolean; online_preorder?: boolean };
  /** docs/product.md D13: per order type, false = taking orders, null = paused until resumed, a wire time = paused until then. */
  paused?: { delivery: Paused; in_place: Paused };
  /** docs/product.md D13: minutes added to every estimate while the kitchen is busy; 0 when not. */
  busy_extra_minutes?: number;
  /** docs/product.md D16: the preparation minutes of a new order, and how many days ahead a guest may order (0: only as soon as possible). */
  default_prep_minutes?: number;
  preorder_days?: number;
  courier_speed_kmh?: number;
  /** Hours with two ranges and closing days (docs/product.md D15); older servers send only the shipping hours. */
  work_ranges_for_week?: WorkRangesDay[];
  closed_dates?: string[];
}
export type Paused = false | null | string;
export interface Menu {
  id: number;
  name: string;
  visible: boolean;
  place: number;
  translations?: Translations;
}
export interface Category {
  id: number;
  menu_id: number;
  name: string;
  visible: boolean;
  place: number;
  image_file_name: string;
  translations?: Translations;
}
/** the menu model (docs/product.md D12): optional until every server sends them. */
export interface ModifierOption {
  id: number;
  name: string;
  price_delta: number;
  available: boolean;
  translations?: Translations;
}
export interface ModifierGroup {
  id: number;
  name: string;
  min_select: number;
  max_select: number;
  options: ModifierOption[];
  translations?: Translations;
}
export interface Dish {
  id: number;
  category_id: number;
  name: string;
  price: number;
  sale_price: number;
  ingredients: string;
  visible: boolean;
  place: number;
  image_file_name: string;
  available?: boolean;
  unavailable_until?: string | null;
  is_hit?: boolean;
  is_available_now?: boolean;
  availability_start?: number;
  availability_end?: number;
  portion?: number | null;
  portion_unit?: PortionUnit | null;
  allergens?: Allergen[];
  modifier_groups?: ModifierGroup[];
  translations?: Translations;
}
/** `lang`: the language the names are in (docs/product.md D18). */
export interface PubPage {
  pub: PublicPub;
  menus: Menu[];
  categories: Category[];
  dishes: Dish[];
  lang?: MenuLang;
}

/** The guest's order as placing it answers, and as the status page reads it (inferred from their answer schemas). */
export type GuestOrder = PlacedOrder;
export type OrderStatus = OrderStatusView;
/** A slot's start (UTC wire string) and the places left (null: unlimited). */
export interface Slot {
  start: string;
  free: number | null;
}
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

type Auth = { accesstoken: string; role: string };
export const registerGuestAccount = (body: { phone: string; password: string; name: string }) =>
  api.post<Auth>('/api/client/register', body, quiet);
export const loginGuestAccount = (body: { phone: string; password: string }) =>
  api.post<Auth>('/api/client/login', body, quiet);
