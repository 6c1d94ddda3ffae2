import { z } from 'zod';
import { ORDER_TYPES, PAYMENT_TYPES } from '../constants.ts';
import { MAX_COMMENTS, MAX_DISH_COUNT, MAX_ORDER_POSITIONS } from '../order-pricing.ts';
import { optionSetKey } from '../menu-rules.ts';
import { normalizePhone, phone } from '../validators.ts';
import { idField, latitude, longitude } from './common.ts';
import { tableNumber } from '../table-number.ts';
import { cleanText, INVALID_CHARACTERS } from '../text-hygiene.ts';
import { parseWireTime } from '../time.ts';
import { isMenuLang, type MenuLang } from '../menu-texts.ts';

/** Options one order line may carry. */
export const MAX_LINE_OPTIONS = 50;

/**
 * A guest's order (docs/product.md D7). Prices are never read from the body: the server recomputes them.
 * Issue messages are translation keys; `superRefine` adds the per-order-type requirements.
 */
export { MAX_COMMENTS, MAX_DISH_COUNT, MAX_ORDER_POSITIONS };

const required = 'errors.field_is_required';
const str = (max: number) =>
  z
    .string({ error: 'errors.validation_error' })
    .max(max, { error: 'errors.max' })
    .refine((v) => !cleanText(v), { error: INVALID_CHARACTERS })
    .optional()
    .default('');

export const guestOrderSchema = z
  .object({
    order_type: z.enum(ORDER_TYPES, { error: required }),
    dishes: z
      .array(
        z.object({
          dish_id: z
            .number({ error: 'errors.field_must_be_number' })
            .int({ error: 'errors.field_must_be_number' })
            .positive({ error: 'errors.field_must_be_number' })
            .max(2_147_483_647, { error: 'errors.max' }),
          count: z
            .number({ error: 'errors.field_must_be_number' })
            .int({ error: 'errors.field_must_be_number' })
            .min(1, { error: 'errors.min' })
            .max(MAX_DISH_COUNT, { error: 'errors.max' }),
          // docs/product.md D12: the options chosen for this line (checked against the dish's groups by the server).
          modifier_option_ids: z
            .array(idField, { error: 'errors.validation_error' })
            .max(MAX_LINE_OPTIONS, { error: 'errors.max' })
            .optional()
            .default([]),
        }),
        { error: required },
      )
      .min(1, { error: required })
      .max(MAX_ORDER_POSITIONS, { error: 'errors.max' }),
    client_name: str(255),
    // Normalised before the rule runs (docs/product.md D0): "+373 69 123 456" is stored as 37369123456.
    main_phone_number: str(50).transform((v) => normalizePhone(v)),
    second_phone_number: str(50).transform((v) => normalizePhone(v)),
    town: str(255),
    full_address: str(1000),
    lat: latitude.nullable().optional(),
    lng: longitude.nullable().optional(),
    // A whole number 1..999 for an in-place order, as on the table QR codes (checked below); ignored for delivery.
    table_for_in_place_order: z
      .union([z.string(), z.number()], { error: 'errors.validation_error' })
      .transform(String)
      .pipe(z.string().max(50, { error: 'errors.max' }))
      .optional()
      .default(''),
    payment_type: z.enum(PAYMENT_TYPES, { error: 'errors.validation_error' }).optional().default('cash'),
    comments: str(MAX_COMMENTS),
    callback: z.boolean({ error: 'errors.validation_error' }).optional().default(false),
    // The language the guest read the menu in (docs/product.md D18): one of ro, ru, en; the server falls back to the main one.
    lang: z
      .string({ error: 'errors.validation_error' })
      .refine(isMenuLang, { error: 'errors.validation_error' })
      .transform((v) => v as MenuLang)
      .optional(),
    // A time the guest chose (docs/product.md D16); whether the pub offers it is checked by the server.
    scheduled_for: z
      .string({ error: 'errors.validation_error' })
      .nullable()
      .optional()
      .transform((v, ctx) => {
        if (v == null || v.trim() === '') return null;
        const at = parseWireTime(v);
        if (!at) ctx.addIssue({ code: 'custom', message: 'errors.validation_error' });
        return at;
      }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.main_phone_number.trim() !== '') {
      const key = phone(v.main_phone_number);
      if (key) issue('main_phone_number', key);
    }
    if (v.second_phone_number.trim() !== '') {
      const key = phone(v.second_phone_number);
      if (key) issue('second_phone_number', key);
    }
    if (v.order_type === 'delivery') {
      if (v.main_phone_number.trim() === '') issue('main_phone_number', required);
      if (v.full_address.trim() === '') issue('full_address', required);
      if (v.lat == null) issue('lat', required);
      if (v.lng == null) issue('lng', required);
    } else if (v.table_for_in_place_order.trim() === '') {
      issue('table_for_in_place_order', required);
    } else if (tableNumber(v.table_for_in_place_order) === null) {
      issue('table_for_in_place_order', 'errors.validation_error');
    }
  });
export type GuestOrderInput = z.input<typeof guestOrderSchema>;
export type GuestOrder = z.output<typeof guestOrderSchema>;

/**
 * Positions with the same dish and the same option set merged (their counts added); a dish ordered
 * with different options stays on separate lines (docs/product.md D12). Options come out sorted, without repeats.
 */
export function mergePositions(
  positions: readonly { dish_id: number; count: number; modifier_option_ids?: readonly number[] }[],
): { dish_id: number; count: number; modifier_option_ids: number[] }[] {
  const merged = new Map<string, { dish_id: number; count: number; modifier_option_ids: number[] }>();
  for (const p of positions) {
    const options = optionSetKey(p.modifier_option_ids ?? []);
    const key = `${p.dish_id}|${options}`;
    const line = merged.get(key);
    if (line) line.count += p.count;
    else
      merged.set(key, {
        dish_id: p.dish_id,
        count: p.count,
        modifier_option_ids: options ? options.split(',').map(Number) : [],
      });
  }
  return [...merged.values()];
}

/** The Idempotency-Key header: a UUID. */
export const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
