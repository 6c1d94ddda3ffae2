import { describe, expect, it } from 'vitest';
import { localDate, localWeekMinute, nextEndOfDay } from './time.ts';

/** "End of day" = the pub's next 05:00 local (docs/product.md D13). */
describe('nextEndOfDay', () => {
  const endOfDay = (at: string) => nextEndOfDay('Europe/Chisinau', new Date(at)).toISOString();

  it('is 05:00 the same night after midnight, and the next morning during the evening', () => {
    // Chișinău is UTC+2 in winter: 23:30 local = 21:30Z → 05:00 local next day = 03:00Z.
    expect(endOfDay('2026-11-25T21:30:00Z')).toBe('2026-11-26T03:00:00.000Z');
    // 02:10 local (00:10Z) → 03:00Z the same day.
    expect(endOfDay('2026-11-26T00:10:00Z')).toBe('2026-11-26T03:00:00.000Z');
    // Exactly 05:00 local → the next day's.
    expect(endOfDay('2026-11-26T03:00:00Z')).toBe('2026-11-27T03:00:00.000Z');
  });

  it('reads 05:00 local across a daylight-saving change and in summer time', () => {
    // The night of 29 March 2026 Moldova moves to UTC+3: 05:00 local = 02:00Z.
    expect(endOfDay('2026-03-28T20:00:00Z')).toBe('2026-03-29T02:00:00.000Z');
    expect(endOfDay('2026-07-01T12:00:00Z')).toBe('2026-07-02T02:00:00.000Z');
    // The night of 25 October 2026 it moves back to UTC+2: 05:00 local = 03:00Z.
    expect(endOfDay('2026-10-24T20:00:00Z')).toBe('2026-10-25T03:00:00.000Z');
    expect(nextEndOfDay('Not/AZone', new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T05:00:00.000Z');
  });
});

describe('local time in the pub timezone', () => {
  it('the date and the weekday turn at local midnight, not at UTC midnight; an unknown zone reads as UTC', () => {
    expect(localDate(new Date('2026-11-29T21:59:00Z'), 'Europe/Chisinau')).toBe('2026-11-29');
    expect(localDate(new Date('2026-11-29T22:00:00Z'), 'Europe/Chisinau')).toBe('2026-11-30');
    expect(localWeekMinute(new Date('2026-11-29T21:59:00Z'), 'Europe/Chisinau')).toEqual({
      day: 6,
      minute: 23 * 60 + 59,
    });
    expect(localWeekMinute(new Date('2026-11-29T22:00:00Z'), 'Europe/Chisinau')).toEqual({ day: 0, minute: 0 });
    expect(localDate(new Date('2026-11-29T22:00:00Z'), 'Not/AZone')).toBe('2026-11-29');
  });
});
