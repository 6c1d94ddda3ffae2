import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatPhone, loadPhoneFormats, telHref } from './format.ts';

const nb = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('format', () => {
  it('money by the interface language: ro "89,90 lei", ru "89,90 Lei", en "89.90 Lei"', () => {
    expect(nb(formatMoney(89.9, 'Lei', 'ro'))).toBe('89,90 lei');
    expect(nb(formatMoney(89.9, 'Lei', 'ru'))).toBe('89,90 Lei');
    expect(nb(formatMoney(89.9, 'Lei', 'en'))).toBe('89.90 Lei');
    expect(nb(formatMoney(0.1 + 0.2, '€', 'en'))).toBe('0.30 €');
    expect(nb(formatMoney(1234.5, 'Lei', 'ro'))).toBe('1.234,50 lei');
    expect(nb(formatMoney(-0.001, 'Lei', 'ru'))).toBe('0,00 Lei');
  });
  it.each([
    ['ro', 'ro-MD'],
    ['ru', 'ru-RU'],
    ['en', 'en-GB'],
  ])('writes amounts in %s exactly as Intl does for %s', (locale, tag) => {
    const money = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const one = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const amounts = [0, 0.3, 0.5, 1.005, 9.99, 89.9, 999.995, 1000, 1234.5, 99999.99, 1234567.891, -0.5, -1234.5];
    for (let bani = 1; bani < 2e7; bani = Math.ceil(bani * 1.37) + 7) amounts.push(bani / 100, -bani / 100);
    for (const amount of amounts) {
      const rounded = Math.round(amount * 100) / 100;
      expect(formatMoney(amount, '€', locale)).toBe(`${money.format(rounded)}\u00a0€`);
      if (amount >= 0) expect(formatDecimal(amount, 1, locale)).toBe(one.format(Math.round(amount * 10) / 10));
    }
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
