import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';
import { phone } from './validators.ts';
import { companyRegistrationSchema, courierRegistrationSchema, clientRegistrationSchema } from './schemas/auth.ts';
import { guestOrderSchema } from './schemas/guest-order.ts';
import { courierProfileSchema } from './schemas/courier.ts';

/** docs/product.md D0: accept what people type and autofill gives, store 37369123456. */
const TYPED = [
  '+373 69 123 456',
  '(069) 123-456',
  '069123456',
  '069.123.456',
  "069'123'456",
  '00373 69 123 456',
  '37369123456',
];

describe('normalizePhone', () => {
  it('turns what people type into digits with the country code', () => {
    for (const t of TYPED) expect(normalizePhone(t), t).toBe('37369123456');
  });
  it('keeps another country typed with its +code, and a field may name its own country', () => {
    expect(normalizePhone('+40 721 234 567')).toBe('40721234567');
    expect(normalizePhone('0721 234 567', '40')).toBe('40721234567');
  });
  it('runs before the phone validator, which then accepts the result', () => {
    for (const t of TYPED) expect(phone(t), t).toBeNull();
    expect(phone('call me')).toBe('errors.invalid_phone');
    expect(phone('+37')).toBe('errors.invalid_phone');
  });
  it('is idempotent', () => {
    for (const t of TYPED) expect(normalizePhone(normalizePhone(t))).toBe(normalizePhone(t));
  });
});

describe('every phone input normalises the same way on the server', () => {
  it.each(TYPED)('%s', (typed) => {
    expect(
      companyRegistrationSchema.parse({ name: 'Pizza SRL', email: 'a@b.md', phone: typed, password: 'password1' })
        .phone,
    ).toBe('37369123456');
    expect(
      courierRegistrationSchema.parse({ full_name: 'Ion', email: 'a@b.md', phone_number: typed, password: 'password1' })
        .phone_number,
    ).toBe('37369123456');
    expect(clientRegistrationSchema.parse({ phone: typed, password: 'password1' }).phone).toBe('37369123456');
    const order = guestOrderSchema.parse({
      order_type: 'delivery',
      dishes: [{ dish_id: 1, count: 1 }],
      main_phone_number: typed,
      second_phone_number: typed,
      full_address: 'x',
      lat: 47,
      lng: 28,
    });
    expect([order.main_phone_number, order.second_phone_number]).toEqual(['37369123456', '37369123456']);
    expect(
      courierProfileSchema.parse({ full_name: 'Ion', phone_number: typed, gender: 'male', birth_date: '1990-01-01' })
        .phone_number,
    ).toBe('37369123456');
  });
});
