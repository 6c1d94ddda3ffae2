import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesOfTime, numericOnly, timeOfMinutes, weekdayNames } from './minutes.ts';

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

describe('typed times', () => {
  it("reads HH:MM as minutes from midnight, an end at 00:00 as the day's end", () => {
    expect(minutesOfTime('11:00', 'start')).toBe(660);
    expect(minutesOfTime('00:00', 'start')).toBe(0);
    expect(minutesOfTime('00:00', 'end')).toBe(1440);
    expect(minutesOfTime('02:30', 'end')).toBe(150);
    expect(minutesOfTime('', 'start')).toBeNull();
  });

  it("shows minutes as a time field value, the day's end as 00:00", () => {
    expect(timeOfMinutes(660)).toBe('11:00');
    expect(timeOfMinutes(1440)).toBe('00:00');
  });
});
