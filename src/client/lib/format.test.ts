import { describe, expect, it } from 'vitest';
import { formatMoney, formatPhone, loadPhoneFormats, telHref } from './format.ts';

const nb = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('format', () => {
  it('money by the interface language: ro "89,90 lei", ru "89,90 Lei", en "89.90 Lei"', () => {
    expect(nb(formatMoney(89.9, 'Lei', 'ro'))).toBe('89,90 lei');
    expect(nb(formatMoney(89.9, 'Lei', 'ru'))).toBe('89,90 Lei');
    expect(nb(formatMoney(89.9, 'Lei', 'en'))).toBe('89.90 Lei');
    expect(nb(formatMoney(0.1 + 0.2, '€', 'en'))).toBe('0.30 €');
    expect(nb(formatMoney(1234.5, 'Lei', 'ro'))).toBe('1.234,50 lei');
  });
  it('phones in international form, never bare digits (docs/product.md D0)', () => {
    expect(formatPhone('37369123456')).toBe('+373 69 123 456');
    expect(formatPhone('069123456')).toBe('+373 69 123 456');
    expect(formatPhone('')).toBe('');
  });
  it('formats other countries once the phone formats have loaded', async () => {
    await loadPhoneFormats();
    expect(formatPhone('40721234567')).toBe('+40 721 234 567');
  });
  it('tel: links carry + and the digits', () => {
    expect(telHref('37369123456')).toBe('tel:+37369123456');
    expect(telHref('+373 69-123-456')).toBe('tel:+37369123456');
    expect(telHref('069123456')).toBe('tel:+37369123456');
  });
});
