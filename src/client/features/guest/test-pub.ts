import { aZone, box } from '#test/factories/zones.ts';
import type { Category, Dish, Menu, ModifierGroup, ModifierOption, PublicPub } from './api.ts';

/**
 * The guest feature's test data: a venue "Bistro" open all day, at the table and with delivery to one
 * zone `z`, paid in cash; a visible dish. Each test names only what it changes (`shipping` one level deep).
 */
export function aPublicPub(
  over: Partial<Omit<PublicPub, 'shipping'>> & { shipping?: Partial<PublicPub['shipping']> } = {},
): PublicPub {
  const { shipping, ...rest } = over;
  return {
    id: 1,
    name: 'Bistro',
    url_name: 'bistro',
    address: '',
    color_theme: 'light',
    color: '',
    wifi_password: '',
    additional_info: '',
    company_id: 1,
    currency_id: 1,
    currency: { id: 1, code: 'MDL', symbol: 'Lei' },
    language_id: 3,
    languages: ['en'],
    telegram_username: '',
    has_in_place_order: true,
    bg_image_file_name: '',
    lat: 47,
    lng: 29,
    timezone: 'Europe/Chisinau',
    expired: false,
    expiration_time_utc: '2099-01-01 00:00:00',
    shipping: {
      available: true,
      shipping_time_from: 30,
      shipping_time_to: 60,
      shipping_work_start: 0,
      shipping_work_end: 1440,
      shipping_work_hours_for_week: Array.from({ length: 7 }, () => ({ start: 0, end: 1440 })),
      shipping_prices: { z: 25 },
      shipping_free_delivery_prices: { z: 0 },
      delivery_type: 'own',
      add_commission_to_dish_prices: false,
      shapes: [aZone('z', box(46, 28, 48, 30), '#000')],
      work_ranges_for_week: [],
      closed_dates: [],
      ...shipping,
    },
    preorder: { card_preorder: false, cash_preorder: true, online_preorder: false },
    paused: { delivery: false, in_place: false },
    busy_extra_minutes: 0,
    busy_until: null,
    default_prep_minutes: 20,
    courier_speed_kmh: 20,
    preorder_days: 0,
    slot_capacity: { delivery: null, in_place: null },
    work_ranges_for_week: [],
    closed_dates: [],
    ...rest,
  };
}

export const aDish = (over: Partial<Dish> = {}): Dish => ({
  id: 1,
  category_id: 1,
  pub_id: 1,
  name: 'Dish',
  price: 100,
  sale_price: 0,
  ingredients: '',
  visible: true,
  place: 1,
  text_color: '',
  image_file_name: '',
  available: true,
  unavailable_until: null,
  is_hit: false,
  is_available_now: true,
  availability_start: 0,
  availability_end: 0,
  portion: null,
  portion_unit: 'g',
  allergens: [],
  modifier_group_ids: [],
  modifier_groups: [],
  translations: {},
  ...over,
});

export const aGroup = (over: Partial<ModifierGroup> = {}): ModifierGroup => ({
  id: 1,
  pub_id: 1,
  name: 'Group',
  min_select: 0,
  max_select: 1,
  options: [],
  translations: {},
  ...over,
});

export const anOption = (over: Partial<ModifierOption> = {}): ModifierOption => ({
  id: 1,
  name: 'Option',
  price_delta: 0,
  available: true,
  unavailable_until: null,
  translations: {},
  ...over,
});

export const aMenu = (over: Partial<Menu> = {}): Menu => ({
  id: 1,
  pub_id: 1,
  name: 'Menu',
  visible: true,
  place: 1,
  translations: {},
  ...over,
});

export const aCategory = (over: Partial<Category> = {}): Category => ({
  id: 1,
  menu_id: 1,
  pub_id: 1,
  name: 'Category',
  visible: true,
  place: 1,
  text_color: '',
  category_types: [],
  image_file_name: '',
  translations: {},
  ...over,
});
