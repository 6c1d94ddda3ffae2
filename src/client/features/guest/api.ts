import type { MiaQrJson } from '#shared/schemas/payment.ts';
import { queryOptions } from '@tanstack/react-query';
import type { Allergen, Currency, PortionUnit } from '#shared/constants.ts';
import type { Shape } from '#shared/zones.ts';
import type { Eta } from '#shared/order-time.ts';
import type { WorkHours, WorkRangesDay } from '#shared/open-hours.ts';
import { i18n } from '@lingui/core';
import { api } from '../../lib/api-client.ts';
import type { LineModifier } from '../../components/ui/order-vocabulary.tsx';
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

export interface GuestOrder {
  id: number;
  number: number;
  status: string;
  tracking_token: string;
  created_time: string;
  order_type: string;
  table_for_in_place_order: string;
  /** `guest_name`: the name in the guest's language when it is not the venue's main one (docs/product.md D18). */
  dishes: {
    dish_id: number;
    name: string;
    guest_name?: string;
    count: number;
    dish_price: number;
    modifiers?: LineModifier[];
  }[];
  total_dishes_price: number;
  delivery_price: number;
  total_price: number;
  currency: Currency;
  /** docs/product.md D16: the time the guest chose (null: as soon as possible) and the promised time (null once closed). */
  scheduled_for?: string | null;
  eta?: Eta | null;
  /** The online payment's state ('' when paid in person; absent from older servers). */
  payment_status?: string;
  /** Where to pay while the payment is awaited: the provider's page, open until `expires_at`. */
  payment?: { url: string; expires_at: string } | null;
  /** A table order not paid yet, at a venue taking online payment: it may be paid by MIA QR from the status page. */
  mia_qr_available?: boolean;
}
export interface OrderStatus extends GuestOrder {
  /** Raised by each change: the live socket's answer replaces the page's only when it is not older. */
  version?: number;
  history: { status: string; time: string }[];
  /** "" until staff choose the preparation time. */
  approximate_preparation_time: string;
  /** Why it was canceled ('' while open); `cancel_reason_text` is the staff's own words (docs/product.md D13). */
  cancel_reason: string;
  /** Absent from servers that do not send it yet. */
  cancel_reason_text?: string;
  /** The guest's own name and comment as they sent them; absent from older servers. */
  client_name?: string;
  comments?: string;
  /** docs/product.md D14: the courier's stage, "" or absent while none holds it. */
  courier_stage?: string;
  pub: {
    name: string;
    url_name: string;
    address: string;
    phone: string;
    color_theme: string;
    color: string;
    shipping_time_from: number;
    shipping_time_to: number;
    timezone?: string;
  };
}
/** A slot's start (UTC wire string) and the places left (null: unlimited). */
export interface Slot {
  start: string;
  free: number | null;
}
export interface LastAddress {
  town: string;
  full_address: string;
  lat: number | null;
  lng: number | null;
}
export interface MyOrders {
  orders: (GuestOrder & { pub: { name: string; url_name: string; timezone?: string } })[];
  last_address: LastAddress | null;
  name: string;
  phone: string;
}

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
