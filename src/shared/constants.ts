/** Value sets and constants of docs/product.md (S3, S9, D6). One definition each. */

export const TARIFFS = ['basic', 'pro', 'business'] as const;
export type Tariff = (typeof TARIFFS)[number];
export const DEFAULT_TARIFF: Tariff = 'basic';
/** Pubs a company may hold per tariff (docs/product.md D6); Infinity = unlimited. */
export const PUB_LIMITS: Record<Tariff, number> = { basic: 1, pro: 5, business: Number.POSITIVE_INFINITY };
export function parseTariff(value: unknown): Tariff {
  return TARIFFS.includes(value as Tariff) ? (value as Tariff) : DEFAULT_TARIFF;
}

export const ROLES = ['company', 'staff', 'admin', 'courier', 'client'] as const;
export type Role = (typeof ROLES)[number];

export const ORDER_STATUSES = ['not_handled', 'handled', 'preparing', 'at_courier', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The five statuses staff switch between with one button each (docs/product.md S4). */
export const STAFF_STATUSES = [
  'not_handled',
  'preparing',
  'at_courier',
  'completed',
  'canceled',
] as const satisfies readonly OrderStatus[];
/** `cancel_reason` of an order canceled because its pub was deleted while a courier held it (docs/product.md D11). */
export const VENUE_CLOSED = 'venue_closed';
export const CLOSED_STATUSES: readonly OrderStatus[] = ['completed', 'canceled'];
export const IN_PROCESS_STATUSES: readonly OrderStatus[] = ['not_handled', 'handled', 'preparing', 'at_courier'];
/** The status in which couriers may pick an order (docs/product.md D6). */
export const COURIER_PICKABLE_STATUS: OrderStatus = 'preparing';
export const STATUS_COLORS: Record<OrderStatus, string> = {
  not_handled: '#dc2626',
  handled: '#dc2626',
  preparing: '#ea580c',
  at_courier: '#2563eb',
  completed: '#16a34a',
  canceled: '#6b7280',
};
export function isActiveStatus(status: OrderStatus): boolean {
  return !CLOSED_STATUSES.includes(status);
}

export const ORDER_TYPES = ['delivery', 'in_place'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PAYMENT_TYPES = ['cash', 'card_offline', 'online'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DELIVERY_TYPES = ['own', 'delivery_service'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const COLOR_THEMES = ['light', 'dark'] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];
export const GENDERS = ['male', 'female'] as const;

export const CATEGORY_TYPES = [
  'sales',
  'asian',
  'flowers',
  'fast_food',
  'breakfast',
  'grill',
  'dessert',
  'pasta',
  'soup',
  'alcohol',
  'east_food',
  'flour',
  'home_food',
  'kebab',
  'salad',
  'snacks',
  'meat',
  'other',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];
export const DEFAULT_CATEGORY_TYPE: CategoryType = 'other';

export interface Currency {
  id: number;
  code: string;
  symbol: string;
}
export const CURRENCIES: readonly Currency[] = [
  { id: 1, code: 'MDL', symbol: 'Lei' },
  { id: 2, code: 'EUR', symbol: '€' },
  { id: 3, code: 'GBP', symbol: '£' },
  { id: 4, code: 'USD', symbol: '$' },
  { id: 5, code: 'TRY', symbol: '₺' },
];
export function currencyById(id: number): Currency {
  return CURRENCIES.find((c) => c.id === id) ?? { id, code: 'UnknownCurrency', symbol: 'Lei' };
}

/** Pub language_id (docs/product.md D10): the guest page's default language. */
export const PUB_LANGUAGES: Record<number, 'ro' | 'ru' | 'en'> = { 1: 'ro', 2: 'ru', 3: 'en' };
export const DEFAULT_CURRENCY_ID = 1;
export const DEFAULT_LANGUAGE_ID = 1;

export const LENGTHS = {
  companyName: { min: 3, max: 255 },
  password: { min: 8, max: 255 },
  pubName: { min: 3, max: 255 },
  urlName: { min: 3, max: 255 },
  phoneMin: 7,
} as const;

export const DEFAULT_MAP_CENTER = { lat: 47.00556, lng: 28.8575 } as const;
export const GEOLOCATION_ZOOM = 7;
export const SHIPPING_MAP_ZOOM = 10;
export const ZONE_PALETTE = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#42d4f4',
  '#f032e6',
  '#bfef45',
  '#469990',
] as const;
export const WORK_HOURS_MAX = 1440;
export const WORK_HOURS_STEP = 5;

export const DEFAULT_TEXT_COLOR = '#ffffff';
/** The accent of a pub without a colour of its own (docs/product.md S9). */
export const DEFAULT_ACCENT = '#2563eb';
/** A pub colour the pages use as an accent: "#rgb" or "#rrggbb"; anything else reads as the default. */
export const isHexColor = (value: string): boolean => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
/** The colour as "#rrggbb" (what a colour picker takes): "#f80" → "#ff8800"; not a hex colour → `fallback`. */
export function sixDigitColor(value: string, fallback: string = DEFAULT_ACCENT): string {
  if (!isHexColor(value)) return fallback;
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : value.toLowerCase();
}
export const THEME_COLORS: Record<ColorTheme, { text: string; background: string }> = {
  light: { text: '#000000', background: '#eeefff' },
  dark: { text: '#eeefff', background: 'rgb(17 24 39)' },
};

export const ALERT_DELAY_MS = 3000;
export const ALERT_FADE_MS = 500;
export const ALERT_REMOVE_MS = 1000;
export const STAFF_SOCKET_RETRY_MS = 4000;
export const STAFF_SOCKET_RELOAD_TICKS = 500;
export const COURIER_SOCKET_CHECK_MS = 2000;
export const COURIER_SOCKET_RELOAD_CHECKS = 1000;
export const NEW_ORDER_SOUND_REPEAT_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * The app's first render waits for the route (its guard, code, strings and first data) at most this long, and a
 * screen's first data holds the route at most SCREEN_DATA_WAIT_MS (decision 296); past that the screen renders what
 * it has and shows its own loading state.
 */
export const FIRST_RENDER_WAIT_MS = 2000;
export const SCREEN_DATA_WAIT_MS = 1500;
export const QUERY_GC_MS = 60_000;
export const PERSISTED_QUERY_GC_MS = 24 * 60 * 60 * 1000;
export const SOCKET_PING_MS = 25_000;
/** Close code of a live socket whose server instance is restarting (WebSocket "Service Restart"). */
export const SERVICE_RESTART_CLOSE = 1012;
/** After a SERVICE_RESTART_CLOSE the app waits a random time up to this before its first reconnect. */
export const RESTART_RECONNECT_JITTER_MS = 3_000;

/** New pubs get this many days of free trial (docs/product.md D6). */
export const TRIAL_DAYS = 30;
/** Marker stored as client name for call-back web-menu orders (docs/product.md D6). */
export const WEB_MENU_DELIVERY_MARKER = 'delivery order from web menu';
/** Unset birth date on the wire, and the date the profile shows instead (docs/product.md S2). */
export const UNSET_DATE = '0001-01-01';
export const DEFAULT_BIRTH_DATE = '2000-01-01';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export const DEFAULT_TIMEZONE = 'Europe/Chisinau';
export const MAX_ZONES = 50;
export const MAX_ZONE_VERTICES = 500;

/** docs/product.md D13: why staff reject an order (`cancel_reason`); `other` carries `cancel_reason_text`. */
export const STAFF_CANCEL_REASONS = ['sold_out', 'too_busy', 'closing', 'address', 'no_answer', 'other'] as const;
/** docs/product.md D14: why a courier cancels a delivery. */
export const COURIER_CANCEL_REASONS = ['client_refused', 'no_answer', 'wrong_address', 'other'] as const;
/** The system cancels an order whose online payment was not made in time with this reason. */
export const PAYMENT_EXPIRED = 'payment_expired';
/** Every `cancel_reason` an order may carry (the venue-closed one of docs/product.md D11 and the unpaid one included). */
export const CANCEL_REASONS = [
  ...new Set([...STAFF_CANCEL_REASONS, ...COURIER_CANCEL_REASONS, VENUE_CLOSED, PAYMENT_EXPIRED]),
] as const;
export type CancelReason =
  | (typeof STAFF_CANCEL_REASONS)[number]
  | (typeof COURIER_CANCEL_REASONS)[number]
  | typeof VENUE_CLOSED
  | typeof PAYMENT_EXPIRED;
/** docs/product.md D14: the courier's stages after reserving (`courier_info.courier_stage`, `""` while not reserved). */
export const COURIER_STAGES = ['reserved', 'at_restaurant', 'picked_up', 'at_client'] as const;
export type CourierStage = (typeof COURIER_STAGES)[number];
/** docs/product.md D12: the EU-14 allergen codes. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
export const PORTION_UNITS = ['g', 'ml', 'pcs'] as const;
export type PortionUnit = (typeof PORTION_UNITS)[number];
