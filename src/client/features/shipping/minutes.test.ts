import { describe, expect, it } from 'vitest';
import { formatMinutes, numericOnly, weekdayNames } from './minutes.ts';

describe('shipping input helpers', () => {
  it('formats minutes from midnight', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(485)).toBe('08:05');
    expect(formatMinutes(1440)).toBe('24:00');
  });
  it('keeps prices numeric: digits, one point, 2 decimals', () => {
    expect(numericOnly('2a5')).toBe('25');
    expect(numericOnly('12,5')).toBe('12.5');
    expect(numericOnly('1.2.3')).toBe('1.23');
    expect(numericOnly('3.14159')).toBe('3.14');
    expect(numericOnly('abc')).toBe('');
  });
  it('names weekdays Monday first in ru and ro', () => {
    expect(weekdayNames('ru')[0]).toBe('Понедельник');
    expect(weekdayNames('ro')[6]).toBe('Duminică');
    expect(weekdayNames('ru')).toHaveLength(7);
  });
});
