import { describe, expect, it } from 'vitest';
import { isOpenAt, localWeekMinute, nextOpening } from './open-hours.ts';

const week = (start: number, end: number) => Array.from({ length: 7 }, () => ({ start, end }));
// 2026-11-23 is a Monday; Chișinău is UTC+2 in winter.
const at = (iso: string) => new Date(iso);

describe('isOpenAt', () => {
  it('reads the weekday and minute in the pub timezone', () => {
    expect(localWeekMinute(at('2026-11-23T08:30:00Z'), 'Europe/Chisinau')).toEqual({ day: 0, minute: 10 * 60 + 30 });
    expect(localWeekMinute(at('2026-11-22T22:30:00Z'), 'Europe/Chisinau')).toEqual({ day: 0, minute: 30 });
  });
  it('opens within the hours and closes outside them', () => {
    const hours = week(9 * 60, 22 * 60);
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T08:00:00Z'))).toBe(true); // 10:00
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T06:30:00Z'))).toBe(false); // 08:30
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T20:00:00Z'))).toBe(false); // 22:00
  });
  it('runs past midnight when the end is before the start', () => {
    const hours = week(18 * 60, 2 * 60);
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T22:30:00Z'))).toBe(true); // Tue 00:30, Monday's hours
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-24T01:00:00Z'))).toBe(false); // Tue 03:00
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T17:00:00Z'))).toBe(true); // Mon 19:00
  });
  it('follows one day only: a Monday-only night shift does not open Wednesday night', () => {
    const hours = [{ start: 20 * 60, end: 60 }, ...Array.from({ length: 6 }, () => ({ start: 0, end: 0 }))];
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-23T22:30:00Z'))).toBe(true); // Tue 00:30
    expect(isOpenAt(hours, 'Europe/Chisinau', at('2026-11-25T22:30:00Z'))).toBe(false); // Thu 00:30
  });
  it('is always open with 0..1440 and never with start = end', () => {
    expect(isOpenAt(week(0, 1440), 'Europe/Chisinau', at('2026-11-23T21:59:00Z'))).toBe(true);
    expect(isOpenAt(week(600, 600), 'Europe/Chisinau', at('2026-11-23T08:00:00Z'))).toBe(false);
  });
});

describe('nextOpening (issue 13 item 5)', () => {
  // 2026-11-25 is a Wednesday (day 2); Chisinau is UTC+2 in November.
  const week = [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 3 ? { start: 0, end: 0 } : { start: 600, end: 1320 }));
  it('later today, before the day opens', () => {
    expect(nextOpening(week, 'Europe/Chisinau', new Date('2026-11-25T06:00:00Z'))).toEqual({ inDays: 0, day: 2, minute: 600 });
  });
  it('skips a closed day', () => {
    expect(nextOpening(week, 'Europe/Chisinau', new Date('2026-11-25T21:00:00Z'))).toEqual({ inDays: 2, day: 4, minute: 600 });
  });
  it('none when every day is closed', () => {
    expect(nextOpening(week.map(() => ({ start: 0, end: 0 })), 'Europe/Chisinau', new Date())).toBeNull();
  });
});
