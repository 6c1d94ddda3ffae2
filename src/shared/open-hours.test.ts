import { describe, expect, it } from 'vitest';
import { isOpenAt, nextOpening, rangesFromWorkHours, workHoursFromRanges } from './open-hours.ts';
import { localWeekMinute } from './time.ts';

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

describe('nextOpening', () => {
  // 2026-11-25 is a Wednesday (day 2); Chisinau is UTC+2 in November.
  const week = [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 3 ? { start: 0, end: 0 } : { start: 600, end: 1320 }));
  it('later today, before the day opens', () => {
    expect(nextOpening(week, 'Europe/Chisinau', new Date('2026-11-25T06:00:00Z'))).toEqual({
      inDays: 0,
      day: 2,
      minute: 600,
    });
  });
  it('skips a closed day', () => {
    expect(nextOpening(week, 'Europe/Chisinau', new Date('2026-11-25T21:00:00Z'))).toEqual({
      inDays: 2,
      day: 4,
      minute: 600,
    });
  });
  it('none when every day is closed', () => {
    expect(
      nextOpening(
        week.map(() => ({ start: 0, end: 0 })),
        'Europe/Chisinau',
        new Date(),
      ),
    ).toBeNull();
  });
});

describe('work_ranges_for_week and closed_dates (docs/product.md D15)', () => {
  const tz = 'Europe/Chisinau';
  const lunchDinner = {
    closed: false,
    ranges: [
      { start: 11 * 60, end: 15 * 60 },
      { start: 18 * 60, end: 2 * 60 },
    ],
  };
  const closed = { closed: true, ranges: [{ start: 600, end: 1200 }] };
  // Monday and Tuesday lunch + dinner past midnight; the rest closed (a closed flag wins over its ranges).
  const week = [lunchDinner, lunchDinner, closed, closed, closed, closed, closed];

  it('opens in either of two ranges and closes between them', () => {
    expect(isOpenAt({ week }, tz, at('2026-11-23T10:00:00Z'))).toBe(true); // Mon 12:00 lunch
    expect(isOpenAt({ week }, tz, at('2026-11-23T14:00:00Z'))).toBe(false); // Mon 16:00 between
    expect(isOpenAt({ week }, tz, at('2026-11-23T17:00:00Z'))).toBe(true); // Mon 19:00 dinner
  });
  it('a second range past midnight belongs to the day it starts', () => {
    expect(isOpenAt({ week }, tz, at('2026-11-24T23:30:00Z'))).toBe(true); // Wed 01:30, Tuesday's dinner
    expect(isOpenAt({ week }, tz, at('2026-11-25T23:30:00Z'))).toBe(false); // Thu 01:30, Wednesday closed
  });
  it('a closed flag closes the day whatever its ranges say', () => {
    expect(isOpenAt({ week }, tz, at('2026-11-25T10:00:00Z'))).toBe(false); // Wed 12:00
  });
  it('a closing day closes its ranges, including the part past midnight, and only that day', () => {
    const hours = { week, closedDates: ['2026-11-23'] };
    expect(isOpenAt(hours, tz, at('2026-11-23T10:00:00Z'))).toBe(false); // Mon 12:00, holiday
    expect(isOpenAt(hours, tz, at('2026-11-23T22:30:00Z'))).toBe(false); // Tue 00:30, Monday's dinner
    expect(isOpenAt(hours, tz, at('2026-11-24T10:00:00Z'))).toBe(true); // Tue 12:00
  });
  it('the local date decides the closing day, not the UTC one', () => {
    // 2026-11-23T22:30Z is already Tuesday 00:30 in Chișinău.
    const hours = {
      week: Array.from({ length: 7 }, () => ({ closed: false, ranges: [{ start: 0, end: 1440 }] })),
      closedDates: ['2026-11-24'],
    };
    expect(isOpenAt(hours, tz, at('2026-11-23T21:30:00Z'))).toBe(true); // Mon 23:30
    expect(isOpenAt(hours, tz, at('2026-11-23T22:30:00Z'))).toBe(false); // Tue 00:30
  });
  it('next opening skips a holiday and picks the dinner range after lunch', () => {
    expect(nextOpening({ week }, tz, at('2026-11-23T14:00:00Z'))).toEqual({ inDays: 0, day: 0, minute: 18 * 60 });
    expect(nextOpening({ week, closedDates: ['2026-11-24'] }, tz, at('2026-11-23T21:00:00Z'))).toEqual({
      inDays: 7,
      day: 0,
      minute: 11 * 60,
    });
  });
  it('mirrors the first range both ways', () => {
    expect(workHoursFromRanges(week).slice(0, 3)).toEqual([
      { start: 660, end: 900 },
      { start: 660, end: 900 },
      { start: 0, end: 0 },
    ]);
    expect(
      rangesFromWorkHours([
        { start: 0, end: 0 },
        { start: 600, end: 60 },
      ]),
    ).toEqual([
      { closed: true, ranges: [] },
      { closed: false, ranges: [{ start: 600, end: 60 }] },
    ]);
  });
});
