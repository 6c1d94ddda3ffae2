import type { Dish, PublicPub } from './api.ts';

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
    currency: { id: 1, code: 'MDL', symbol: 'Lei' },
    language_id: 3,
    has_in_place_order: true,
    bg_image_file_name: '',
    lat: 47,
    lng: 29,
    timezone: 'Europe/Chisinau',
    expired: false,
    shipping: {
      available: true,
      shipping_time_from: 30,
      shipping_time_to: 60,
      shipping_work_hours_for_week: Array.from({ length: 7 }, () => ({ start: 0, end: 1440 })),
      shipping_prices: { z: 25 },
      shipping_free_delivery_prices: { z: 0 },
      add_commission_to_dish_prices: false,
      shapes: [
        {
          shape_id: 'z',
          color: '#000',
          vertices: [
            { lat: 46, lng: 28 },
            { lat: 48, lng: 28 },
            { lat: 48, lng: 30 },
            { lat: 46, lng: 30 },
          ],
        },
      ],
      ...shipping,
    },
    preorder: { card_preorder: false, cash_preorder: true },
    ...rest,
  };
}

export const aDish = (over: Partial<Dish> = {}): Dish => ({
  id: 1,
  category_id: 1,
  name: 'Dish',
  price: 100,
  sale_price: 0,
  ingredients: '',
  visible: true,
  place: 1,
  image_file_name: '',
  ...over,
});
