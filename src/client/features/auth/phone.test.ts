import { describe, expect, it } from 'vitest';
import { phone } from '#shared/validators.ts';
import { asTyped, formatAsTyped, phoneDigits, splitDigits } from './phone.ts';

/** The phone input emits digits only, country code first, no "+" (docs/product.md D0). */
describe('phoneDigits', () => {
  it('prefixes the Moldovan code and drops the trunk 0, whatever separators were typed', () => {
    for (const typed of ['069123456', '69123456', '69 12-34 56', "069'123'456", '(069) 123 456']) {
      expect(phoneDigits('MD', typed)).toBe('37369123456');
    }
  });

  it('keeps a number typed with its own +code, whichever country is selected', () => {
    expect(phoneDigits('MD', '+373 69 123 456')).toBe('37369123456');
    expect(phoneDigits('MD', '+40 721 234 567')).toBe('40721234567');
  });

  it('uses the selected country', () => {
    expect(phoneDigits('RO', '0721 234 567')).toBe('40721234567');
    expect(phoneDigits('UA', '050 123 4567')).toBe('380501234567');
  });

  it('gives only digits, which the phone validator accepts', () => {
    const out = phoneDigits('MD', '+373 (69) 12-34-56');
    expect(out).toMatch(/^\d+$/);
    expect(phone(out)).toBeNull();
  });

  it('leaves an empty field empty, so the "required" rule applies', () => {
    expect(phoneDigits('MD', '')).toBe('');
    expect(phoneDigits('MD', '   ')).toBe('');
  });

  it('reads a stored value back into country and national number', () => {
    expect(splitDigits('37369123456')).toEqual({ country: 'MD', national: '69123456' });
  });
});

describe('the number field shows what is stored after the country code', () => {
  it('drops the trunk 0 as it is typed, digit by digit', () => {
    let field = '';
    for (const key of '069 123 456') field = asTyped('MD', field + key);
    expect(field).toBe('69 123 456');
    expect(phoneDigits('MD', field)).toBe('37369123456');
  });

  it('leaves "+…", "00…" and a lone 0 as typed', () => {
    expect(asTyped('MD', '+373 69 123 456')).toBe('+373 69 123 456');
    expect(asTyped('MD', '+37369123456')).toBe('+37369123456');
    expect(asTyped('MD', '0')).toBe('0');
    expect(asTyped('MD', '00373')).toBe('00373');
    expect(asTyped('MD', '069123456')).toBe('69123456');
  });

  it('keeps the leading 0 of a whole number whose national form keeps it', () => {
    expect(asTyped('IT', '06 1234 5678')).toBe('06 1234 5678');
  });

  it('groups a Moldovan number as Moldovans write it when the field is left', () => {
    for (const typed of ['69123456', '+373 69 123 456', '+37369123456', '069123456', '00373 69 123 456']) {
      expect(formatAsTyped('MD', typed)).toBe('69 123 456');
    }
    expect(formatAsTyped('MD', '+40 721 234 567')).toBe('+40 721 234 567');
  });
});
