import { describe, expect, it } from 'vitest';
import { parseAmount, parsePercent } from './amount.ts';

describe('amounts as people type them', () => {
  it('accepts commas, spaces and the typographic minus where allowed', () => {
    expect(parseAmount('25,50', true)).toBe(25.5);
    expect(parseAmount(' 1 250,5 ')).toBe(1250.5);
    expect(parseAmount('−5', true)).toBe(-5);
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1,234')).toBeNull();
    expect(parseAmount('abc', true)).toBeNull();
  });
  it('reads percents with a sign or a comma', () => {
    expect(parsePercent('12,5')).toBe(12.5);
    expect(parsePercent('+15')).toBe(15);
    expect(parsePercent('-10')).toBe(-10);
    expect(parsePercent('10%')).toBeNull();
  });
});
