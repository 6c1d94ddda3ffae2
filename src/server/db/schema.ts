/**
 * The whole data model (docs/product.md S3, D2, D4, D6). Money is numeric(12,2), times timestamptz (UTC).
 * Later features may add columns through new migrations (`npm run db:generate`).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIMEZONE } from '../../shared/constants.ts';
import type { SlotCapacity } from '../../shared/order-time.ts';
import type { WorkHours, WorkRangesDay } from '../../shared/open-hours.ts';
import type { MenuLang, Translations } from '../../shared/menu-texts.ts';
import type { LineModifier } from '../../shared/schemas/order-answers.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** When the row was made. */
const createdAt = () => tstz('created_at').notNull().defaultNow();
/** A required reference to the row that owns this one: deleting the owner deletes it too. */
const ownedBy = (name: string, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });
/** A menu item's texts in other languages (empty: the main language only). */
const translations = () =>
  jsonb('translations')
    .$type<Translations>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export interface ShapeVertex {
  lat: number;
  lng: number;
}
/** A step taken on an order that its taker may undo for a short while (decision 110). */
export interface LastStep {
  kind: 'status' | 'prepared';
  /** The value before the step (a status, or the prepared flag). */
  from: string | boolean;
  to: string | boolean;
  /** The preparation time before the step, restored by an undo of a status step. */
  prep_time_before: string | null;
  actor_id: number;
  /** ISO time of the step. */
  at: string;
}
export interface Shape {
  shape_id: string;
  color: string;
  vertices: ShapeVertex[];
}

/** Key/value settings shared by every instance (the token signing secret lives here). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    tariff: text('tariff').notNull().default('basic'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('companies_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('companies_name_lower').on(sql`lower(${t.name})`),
  ],
);

export const pubs = pgTable(
  'pubs',
  {
    id: serial('id').primaryKey(),
    companyId: ownedBy('company_id', () => companies.id),
    name: text('name').notNull(),
    urlName: text('url_name').notNull(),
    address: text('address').notNull().default(''),
    qrCodeFileName: text('qr_code_file_name').notNull().default(''),
    expirationTime: tstz('expiration_time').notNull(),
    colorTheme: text('color_theme').notNull().default('light'),
    color: text('color').notNull().default(''),
    wifiPassword: text('wifi_password').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    currencyId: integer('currency_id').notNull().default(1),
    languageId: integer('language_id').notNull().default(1),
    /** The menu's languages in order, the first the main one, kept in step with `languageId` (migration 0014). */
    languages: jsonb('languages')
      .$type<MenuLang[]>()
      .notNull()
      .default(sql`'["ro"]'::jsonb`),
    telegramUsername: text('telegram_username').notNull().default(''),
    hasInPlaceOrder: boolean('has_in_place_order').notNull().default(false),
    bgImageFileName: text('bg_image_file_name').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    timezone: text('timezone').notNull().default(DEFAULT_TIMEZONE),
    // Shipping (docs/product.md S3 "Shipping settings")
    shippingAvailable: boolean('shipping_available').notNull().default(false),
    deliveryType: text('delivery_type').notNull().default('own'),
    addCommissionToDishPrices: boolean('add_commission_to_dish_prices').notNull().default(false),
    shippingTimeFrom: integer('shipping_time_from').notNull().default(0),
    shippingTimeTo: integer('shipping_time_to').notNull().default(0),
    workHours: jsonb('work_hours')
      .$type<WorkHours[]>()
      .notNull()
      .default(
        sql`'[{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440},{"start":0,"end":1440}]'::jsonb`,
      ),
    shapes: jsonb('shapes')
      .$type<Shape[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    shippingPrices: jsonb('shipping_prices')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    freeDeliveryPrices: jsonb('free_delivery_prices')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    // Preorder (payment types the guest page offers)
    cardPreorder: boolean('card_preorder').notNull().default(false),
    /** Online payment is switched on and its settings are complete (kept by the payment settings' PUT). */
    onlinePreorder: boolean('online_preorder').notNull().default(false),
    cashPreorder: boolean('cash_preorder').notNull().default(true),
    orderSeq: integer('order_seq').notNull().default(0),
    // Kitchen operations (docs/product.md D13, migration 0004)
    alertRepeatSeconds: integer('alert_repeat_seconds').notNull().default(60),
    ticketWidthMm: integer('ticket_width_mm').notNull().default(80),
    printOnAccept: boolean('print_on_accept').notNull().default(false),
    /** Completing a delivery needs a photo taken by the courier (docs/product.md D14). */
    proofOfDelivery: boolean('proof_of_delivery').notNull().default(false),
    ticketWarnMinutes: integer('ticket_warn_minutes').notNull().default(5),
    ticketLateMinutes: integer('ticket_late_minutes').notNull().default(10),
    /** Paused: the flag, and when the pause ends by itself (null = until resumed). */
    deliveryPaused: boolean('delivery_paused').notNull().default(false),
    deliveryPausedUntil: tstz('delivery_paused_until'),
    inPlacePaused: boolean('in_place_paused').notNull().default(false),
    inPlacePausedUntil: tstz('in_place_paused_until'),
    /** Busy mode: minutes added to every estimate guests see (0 = not busy), until a time or until cleared. */
    busyExtraMinutes: integer('busy_extra_minutes').notNull().default(0),
    busyUntil: tstz('busy_until'),
    // Promised times (docs/product.md D16, migration 0010)
    /** Minutes an accepted order takes when the kitchen names none. */
    defaultPrepMinutes: integer('default_prep_minutes').notNull().default(20),
    /** The courier's average speed for the delivery window, km/h. */
    courierSpeedKmh: integer('courier_speed_kmh').notNull().default(20),
    /** How many days ahead guests may order for a time (0 = only "as soon as possible"). */
    preorderDays: integer('preorder_days').notNull().default(0),
    /** At most this many orders of a type per 15-minute slot; null = unlimited. */
    slotCapacity: jsonb('slot_capacity')
      .$type<SlotCapacity>()
      .notNull()
      .default(sql`'{"delivery":null,"in_place":null}'::jsonb`),
    // Hours with two ranges and closing days (docs/product.md D15); null = each day's `work_hours` range.
    workRanges: jsonb('work_ranges').$type<WorkRangesDay[] | null>(),
    closedDates: jsonb('closed_dates')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // Telegram alerts (docs/product.md D15)
    telegramChatId: text('telegram_chat_id').notNull().default(''),
    telegramChatTitle: text('telegram_chat_title').notNull().default(''),
    telegramLanguage: text('telegram_language').notNull().default('ro'),
    telegramLinkCode: text('telegram_link_code'),
    telegramLinkExpiresAt: tstz('telegram_link_expires_at'),
    alertNotAcceptedMinutes: integer('alert_not_accepted_minutes').notNull().default(5),
    /** When the owner first printed or downloaded the QR code (first-day checklist). */
    qrPrintedAt: tstz('qr_printed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pubs_url_name').on(t.urlName),
    uniqueIndex('pubs_telegram_link_code').on(t.telegramLinkCode),
    index('pubs_company').on(t.companyId),
  ],
);

export const couriers = pgTable('couriers', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  birthDate: date('birth_date', { mode: 'string' }),
  gender: text('gender').notNull().default('male'),
  location: text('location').notNull().default(''),
  telegramUsername: text('telegram_username').notNull().default(''),
  imageFileName: text('image_file_name').notNull().default(''),
  /** The courier's "on shift" switch: staff see it; new-order alerts only while on. */
  onShift: boolean('on_shift').notNull().default(false),
  createdAt: createdAt(),
});

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    lastAddress: jsonb('last_address').$type<{
      town: string;
      full_address: string;
      lat: number | null;
      lng: number | null;
    } | null>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clients_phone').on(t.phone)],
);

/** Every login: owners (company), kitchen staff, platform admins, couriers and guest accounts. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Email for company/admin/courier, `name@url_name` for staff, null for guest accounts. */
    login: text('login'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    pubId: integer('pub_id').references(() => pubs.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_login_lower').on(sql`lower(${t.login})`),
    index('accounts_company').on(t.companyId),
    index('accounts_pub').on(t.pubId),
  ],
);

/** Refresh tokens, stored hashed; a family is one login's chain of rotations (docs/product.md D4). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    accountId: ownedBy('account_id', () => accounts.id),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    rotatedAt: tstz('rotated_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_family').on(t.familyId)],
);

/** One-time password reset links (docs/decisions/188): the token's SHA-256 only, usable once until `expiresAt`. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    accountId: ownedBy('account_id', () => accounts.id),
    tokenHash: text('token_hash').notNull(),
    issuedByAccountId: integer('issued_by_account_id').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
  },
  (t) => [uniqueIndex('password_resets_token_hash').on(t.tokenHash), index('password_resets_account').on(t.accountId)],
);

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    pubId: ownedBy('pub_id', () => pubs.id),
    name: text('name').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    place: integer('place').notNull(),
    translations: translations(),
  },
  (t) => [index('menus_pub').on(t.pubId, t.place)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    menuId: ownedBy('menu_id', () => menus.id),
    pubId: ownedBy('pub_id', () => pubs.id),
    name: text('name').notNull().default(''),
    visible: boolean('visible').notNull().default(true),
    place: integer('place').notNull(),
    textColor: text('text_color').notNull().default('#ffffff'),
    categoryTypes: jsonb('category_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'["other"]'::jsonb`),
    imageFileName: text('image_file_name').notNull().default(''),
    translations: translations(),
  },
  (t) => [index('categories_menu').on(t.menuId, t.place), index('categories_pub').on(t.pubId)],
);

export const dishes = pgTable(
  'dishes',
  {
    id: serial('id').primaryKey(),
    categoryId: ownedBy('category_id', () => categories.id),
    pubId: ownedBy('pub_id', () => pubs.id),
    name: text('name').notNull().default(''),
    price: money('price').notNull().default(0),
    salePrice: money('sale_price').notNull().default(0),
    ingredients: text('ingredients').notNull().default(''),
    place: integer('place').notNull(),
    visible: boolean('visible').notNull().default(true),
    textColor: text('text_color').notNull().default('#ffffff'),
    imageFileName: text('image_file_name').notNull().default(''),
    // The menu model (docs/product.md D12, migration 0003)
    available: boolean('available').notNull().default(true),
    unavailableUntil: tstz('unavailable_until'),
    isHit: boolean('is_hit').notNull().default(false),
    availabilityStart: integer('availability_start').notNull().default(0),
    availabilityEnd: integer('availability_end').notNull().default(0),
    portion: doublePrecision('portion'),
    portionUnit: text('portion_unit').notNull().default('g'),
    allergens: jsonb('allergens')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
  },
  (t) => [index('dishes_category').on(t.categoryId, t.place), index('dishes_pub').on(t.pubId)],
);

/** Modifier groups of a pub (docs/product.md D12): "Size" (choose 1), "Extras" (optional, up to 3). */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: serial('id').primaryKey(),
    pubId: ownedBy('pub_id', () => pubs.id),
    name: text('name').notNull().default(''),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    translations: translations(),
  },
  (t) => [index('modifier_groups_pub').on(t.pubId)],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial('id').primaryKey(),
    groupId: ownedBy('group_id', () => modifierGroups.id),
    pubId: ownedBy('pub_id', () => pubs.id),
    name: text('name').notNull().default(''),
    priceDelta: money('price_delta').notNull().default(0),
    available: boolean('available').notNull().default(true),
    unavailableUntil: tstz('unavailable_until'),
    place: integer('place').notNull(),
    translations: translations(),
  },
  (t) => [index('modifier_options_group').on(t.groupId, t.place), index('modifier_options_pub').on(t.pubId)],
);

/** A dish's groups, in the order the guest sees them. */
export const dishModifierGroups = pgTable(
  'dish_modifier_groups',
  {
    dishId: ownedBy('dish_id', () => dishes.id),
    groupId: ownedBy('group_id', () => modifierGroups.id),
    place: integer('place').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.groupId] }), index('dish_modifier_groups_group').on(t.groupId)],
);

/** An option chosen on an order line, copied at order time (docs/product.md D12 position `modifiers`). */
export type { LineModifier } from '../../shared/schemas/order-answers.ts';

export const pubCouriers = pgTable(
  'pub_couriers',
  {
    pubId: ownedBy('pub_id', () => pubs.id),
    courierId: ownedBy('courier_id', () => couriers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pubId, t.courierId] }), index('pub_couriers_courier').on(t.courierId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    pubId: ownedBy('pub_id', () => pubs.id),
    number: integer('number').notNull(),
    status: text('status').notNull().default('not_handled'),
    orderType: text('order_type').notNull(),
    clientName: text('client_name').notNull().default(''),
    mainPhoneNumber: text('main_phone_number').notNull().default(''),
    secondPhoneNumber: text('second_phone_number').notNull().default(''),
    town: text('town').notNull().default(''),
    fullAddress: text('full_address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    tableForInPlaceOrder: text('table_for_in_place_order').notNull().default(''),
    paymentType: text('payment_type').notNull().default('cash'),
    /** The online payment's state (PAYMENT_STATUSES); '' for an order paid in person. */
    paymentStatus: text('payment_status').notNull().default(''),
    comments: text('comments').notNull().default(''),
    deliveryPrice: money('delivery_price').notNull().default(0),
    /** The zone price the courier earns, whatever the guest paid for delivery (docs/product.md D6). */
    zonePrice: money('zone_price').notNull().default(0),
    commissionApplied: boolean('commission_applied').notNull().default(false),
    prepared: boolean('prepared').notNull().default(false),
    approximatePreparationTime: tstz('approximate_preparation_time'),
    /** The first ready time promised once the venue accepted: a later promise is flagged to the guest (D16). */
    firstReadyTime: tstz('first_ready_time'),
    reserverCourierId: integer('reserver_courier_id').references(() => couriers.id, { onDelete: 'set null' }),
    reservedAt: tstz('reserved_at'),
    /** Why the order was canceled when the system did it (`venue_closed`: its pub was deleted); '' otherwise. */
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The free text of a cancel with reason `other` (docs/product.md D13). */
    cancelReasonText: text('cancel_reason_text').notNull().default(''),
    /** `staff` | `courier` for a cancel with a reason, '' otherwise. */
    canceledBy: text('canceled_by').notNull().default(''),
    /** The last board step (status or prepared), kept so its taker can undo it within 30 s (decision 110). */
    lastStep: jsonb('last_step').$type<LastStep | null>(),
    /** The courier's stage after reserving (docs/product.md D14, COURIER_STAGES); '' while not reserved. */
    courierStage: text('courier_stage').notNull().default(''),
    /** When the courier reached the stage (the action's `at`). */
    courierStageAt: tstz('courier_stage_at'),
    /** When the courier picked the order up: a delivery's window counts from it (docs/product.md D16). */
    pickedUpAt: tstz('picked_up_at'),
    /** The time a guest scheduled the order for (null: as soon as possible). */
    scheduledFor: tstz('scheduled_for'),
    /** The time promised when the order was placed: its slot (docs/product.md D16). */
    promisedAt: tstz('promised_at'),
    /** A scheduled order moves to the new orders and is offered to couriers from this time (null: not scheduled). */
    firesAt: tstz('fires_at'),
    /** When an order that waited off the board for its online payment reached it; null when it was there from the start. */
    onBoardAt: tstz('on_board_at'),
    /** When the due-order sweep moved it there (null: not yet). */
    firedAt: tstz('fired_at'),
    /** The courier's proof-of-delivery photo (images kind `proof`); '' when none. */
    proofImageFileName: text('proof_image_file_name').notNull().default(''),
    distance: integer('distance').notNull().default(0),
    trackingToken: text('tracking_token').notNull(),
    idempotencyKey: text('idempotency_key'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** The guest's language when ordering (a code of the pub's languages); '' for staff-made and older orders. */
    lang: text('lang').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_pub_number').on(t.pubId, t.number),
    uniqueIndex('orders_idempotency').on(t.pubId, t.idempotencyKey),
    index('orders_pub_status').on(t.pubId, t.status),
    index('orders_status').on(t.status),
    index('orders_reserver').on(t.reserverCourierId),
    index('orders_client').on(t.clientId),
    index('orders_pub_created').on(t.pubId, t.createdAt),
    index('orders_fires_due')
      .on(t.firesAt)
      .where(sql`${t.firedAt} IS NULL`),
    index('orders_pub_slot').on(t.pubId, t.orderType, t.promisedAt),
  ],
);

export const orderDishes = pgTable(
  'order_dishes',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    dishId: integer('dish_id').notNull(),
    name: text('name').notNull().default(''),
    /** The dish's name in the guest's language when it differs from `name` (the main language's); '' otherwise. */
    guestName: text('guest_name').notNull().default(''),
    count: integer('count').notNull(),
    dishPrice: money('dish_price').notNull(),
    modifiers: jsonb('modifiers')
      .$type<LineModifier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('order_dishes_order').on(t.orderId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    status: text('status').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: integer('actor_id').notNull().default(0),
    at: tstz('at').notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order').on(t.orderId)],
);

/** Courier money: one row per movement; the balance is their sum (docs/product.md D6). */
export const courierLedger = pgTable(
  'courier_ledger',
  {
    id: serial('id').primaryKey(),
    courierId: ownedBy('courier_id', () => couriers.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    actorAccountId: integer('actor_account_id'),
    createdAt: createdAt(),
  },
  (t) => [index('courier_ledger_courier').on(t.courierId), index('courier_ledger_order').on(t.orderId)],
);

/** Images, content-addressed; `fileName` is `<sha256>.webp` (large) or `<sha256>-sm.webp` (small). */
export const images = pgTable('images', {
  fileName: text('file_name').primaryKey(),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorAccountId: integer('actor_account_id').notNull(),
  action: text('action').notNull(),
  targetType: text('target_type').notNull(),
  targetId: integer('target_id').notNull(),
  details: jsonb('details')
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  at: tstz('at').notNull().defaultNow(),
});

/** Outbox of order changes, written in the change's transaction; NOTIFY carries its id (docs/product.md D2). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id').notNull(),
    pubId: integer('pub_id').notNull(),
    version: integer('version').notNull(),
    kind: text('kind').notNull(),
    /** Couriers who must hear of this change besides the order's current audience (e.g. a previous reserver). */
    extraCourierIds: jsonb('extra_courier_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    // Two more columns, `xid` and `horizon` (migration 0019, decision 320), are filled by their defaults and read
    // only by the replay's SQL (`eventsSince`): they stay out of the rows Drizzle reads and of NOTIFY payloads.
  },
  // A reconnecting socket replays its pub's or its order's rows from an id; the prune and the replay's overlap
  // find rows by their time.
  (t) => [
    index('order_events_pub').on(t.pubId, t.id),
    index('order_events_order').on(t.orderId, t.id),
    index('order_events_created_at').on(t.createdAt),
  ],
);

/**
 * Rate limits and login lockouts (docs/product.md D11): a counter per key (`login:<account>`, `ip:<route>:<ip>`…)
 * in a fixed window; every instance counts in the same row, with one atomic upsert.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: tstz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_at').on(t.resetAt)],
);

/** Telegram messages waiting to go out (docs/product.md D15): sent after commit, retried with backoff; one row per event. */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pubId: ownedBy('pub_id', () => pubs.id),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: tstz('next_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('telegram_outbox_dedupe').on(t.dedupeKey),
    index('telegram_outbox_due')
      .on(t.nextAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);

/**
 * The owner report's per-pub, per-local-day summary (docs/product.md D15; migration 0009 keeps it honest with
 * triggers): a day is summarized when report_days has it under the pub's current time zone and no dirty mark.
 */
export const reportDays = pgTable(
  'report_days',
  {
    pubId: ownedBy('pub_id', () => pubs.id),
    day: date('day', { mode: 'string' }).notNull(),
    timezone: text('timezone').notNull(),
    computedAt: tstz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pubId, t.day] })],
);

/** Orders of one summarized day by status × order type × payment type: count, revenue in bani, preparation. */
export const reportDayOrders = pgTable(
  'report_day_orders',
  {
    pubId: ownedBy('pub_id', () => pubs.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orderType: text('order_type').notNull(),
    paymentType: text('payment_type').notNull(),
    n: integer('n').notNull(),
    revenueBani: bigint('revenue_bani', { mode: 'number' }).notNull(),
    prepSeconds: numeric('prep_seconds').notNull(),
    prepped: integer('prepped').notNull(),
  },
  (t) => [index('report_day_orders_pub_day').on(t.pubId, t.day)],
);

/** Dishes of one summarized day's completed orders; `name` is the one on the day's latest order (`last_order_id`). */
export const reportDayDishes = pgTable(
  'report_day_dishes',
  {
    pubId: ownedBy('pub_id', () => pubs.id),
    day: date('day', { mode: 'string' }).notNull(),
    dishId: integer('dish_id').notNull(),
    name: text('name').notNull(),
    lastOrderId: integer('last_order_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    revenueBani: bigint('revenue_bani', { mode: 'number' }).notNull(),
  },
  (t) => [index('report_day_dishes_pub_day').on(t.pubId, t.day)],
);

/** (pub, local day) pairs written since their summary (set by triggers only, cleared by the report that recomputes). */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    pubId: ownedBy('pub_id', () => pubs.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.pubId, t.day] })],
);

/**
 * A browser's Web Push subscription (docs/architecture.md "Web Push"): one audience each — `courier`
 * (courier_id), `kitchen` (pub_id, an owner's or staff account) or `guest` (order_id). An endpoint is stored once.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lang: text('lang').notNull(),
    audience: text('audience').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** The login session (refresh-token family) that subscribed: its logout removes the subscription. */
    sessionId: text('session_id').notNull().default(''),
    courierId: integer('courier_id').references(() => couriers.id, { onDelete: 'cascade' }),
    pubId: integer('pub_id').references(() => pubs.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_courier').on(t.courierId),
    index('push_subscriptions_pub').on(t.pubId),
    index('push_subscriptions_order').on(t.orderId),
    index('push_subscriptions_session').on(t.sessionId),
  ],
);

/** What a push carries to the service worker. */
export interface PushPayload {
  type: string;
  order_id: number;
  pub_id: number;
  title: string;
  body: string;
  url: string;
}

/** Pushes waiting to go out: one row per subscription and message, sent after commit, retried with backoff. */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: ownedBy('subscription_id', () => pushSubscriptions.id),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    topic: text('topic').notNull(),
    urgency: text('urgency').notNull(),
    ttlS: integer('ttl_s').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAt: tstz('next_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_outbox_dedupe').on(t.dedupeKey),
    index('push_outbox_due')
      .on(t.nextAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('push_outbox_subscription').on(t.subscriptionId),
  ],
);

/** The last state of an order each push audience was told of (`courier`, `guest`, `kitchen`). */
export const pushMarks = pgTable(
  'push_marks',
  {
    orderId: ownedBy('order_id', () => orders.id),
    audience: text('audience').notNull(),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.audience] })],
);
/** A pub's online payment provider settings; the secrets are AES-256-GCM sealed (features/payments/secrets.ts). */
export const pubPaymentSettings = pgTable('pub_payment_settings', {
  pubId: integer('pub_id')
    .primaryKey()
    .references(() => pubs.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('maib'),
  enabled: boolean('enabled').notNull().default(false),
  mode: text('mode').notNull().default('sandbox'),
  clientId: text('client_id').notNull().default(''),
  clientSecretEnc: text('client_secret_enc').notNull().default(''),
  signatureKeyEnc: text('signature_key_enc').notNull().default(''),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** One payment per order: its checkout (or MIA QR) at the provider, amounts in bani. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: ownedBy('order_id', () => orders.id),
    pubId: ownedBy('pub_id', () => pubs.id),
    provider: text('provider').notNull().default('maib'),
    mode: text('mode').notNull().default('sandbox'),
    kind: text('kind').notNull().default('checkout'),
    /** `new` (not yet at the provider), `pending`, `paid`, `expired`. */
    status: text('status').notNull().default('new'),
    checkoutId: text('checkout_id'),
    url: text('url').notNull().default(''),
    payId: text('pay_id').notNull().default(''),
    amountBani: integer('amount_bani').notNull(),
    currency: text('currency').notNull().default('MDL'),
    expiresAt: tstz('expires_at').notNull(),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_order').on(t.orderId),
    uniqueIndex('payments_checkout').on(t.provider, t.checkoutId),
    index('payments_status_expires').on(t.status, t.expiresAt),
  ],
);

/** One refund per cause (`cancel`, or `v<version>` for a change that lowered the total), amounts in bani. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: ownedBy('payment_id', () => payments.id),
    orderId: ownedBy('order_id', () => orders.id),
    cause: text('cause').notNull(),
    amountBani: integer('amount_bani').notNull(),
    /** `pending` (not yet sent), `sent`, `accepted`, `failed`. */
    status: text('status').notNull().default('pending'),
    refundId: text('refund_id').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refunds_order_cause').on(t.orderId, t.cause), index('refunds_status').on(t.status)],
);
