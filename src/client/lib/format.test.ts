import { describe, expect, it } from 'vitest';
import { formatMoney, telHref } from './format.ts';

describe('format', () => {
  it('money: 2 decimals then the currency symbol', () => {
    expect(formatMoney(12.5)).toBe('12.50 Lei');
    expect(formatMoney(0.1 + 0.2, '€')).toBe('0.30 €');
  });
  it('tel: links dial stored international numbers with +, local ones as they are', () => {
    expect(telHref('37369123456')).toBe('tel:+37369123456');
    expect(telHref('+373 69-123-456')).toBe('tel:+37369123456');
    expect(telHref('069123456')).toBe('tel:069123456');
  });
});
