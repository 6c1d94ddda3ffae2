import { describe, expect, it } from 'vitest';
import { choosableSlots, isChoosable, slotStartOf, slotStartsOn } from './slots.ts';
import type { OpeningHours } from './open-hours.ts';
import { localWeekMinute, toWireTime } from './time.ts';

/** The 15-minute slots of a local date (docs/product.md D16), in Europe/Chisinau across its daylight-saving days. */
const ZONE = 'Europe/Chisinau';
const every = (start: number, end: number, closedDates: string[] = []): OpeningHours => ({
  week: Array.from({ length: 7 }, () => ({ closed: false, ranges: [{ start, end }] })),
  closedDates,
});
const local = (slots: Date[]) =>
  slots.map((s) => {
    const m = localWeekMinute(s, ZONE).minute;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });
const HOUR = 60;

describe('slots of a local date', () => {
  // Which local hour is skipped or repeated depends on the zone data (Moldova moved to the EU's 01:00 UTC
  // change), so these check the shape of the day rather than name the hour.
  it('29 March 2026 (clocks forward) has 92 quarter hours: the lost hour is skipped, no local time twice', () => {
    expect(slotStartsOn('2026-03-29', every(0, 1440), ZONE)).toHaveLength(92);
    const night = slotStartsOn('2026-03-29', every(1 * HOUR, 5 * HOUR), ZONE);
    expect(night).toHaveLength(12);
    expect(new Set(local(night)).size).toBe(12);
    // Every UTC quarter hour in between is a slot; the local clock jumps once, by 75 minutes.
    const steps = night.slice(1).map((s, i) => (s.getTime() - night[i].getTime()) / 60_000);
    expect(steps.every((m) => m === 15)).toBe(true);
    const minutes = night.map((s) => localWeekMinute(s, ZONE).minute);
    expect(
      minutes
        .slice(1)
        .map((m, i) => m - minutes[i])
        .sort((a, b) => a - b),
    ).toEqual([...Array(10).fill(15), 75]);
  });

  it('25 October 2026 (clocks back) has 100 quarter hours: the repeated hour comes twice, as different UTC times', () => {
    expect(slotStartsOn('2026-10-25', every(0, 1440), ZONE)).toHaveLength(100);
    const night = slotStartsOn('2026-10-25', every(2 * HOUR, 5 * HOUR), ZONE);
    expect(night).toHaveLength(16);
    expect(new Set(night.map(toWireTime)).size).toBe(16);
    const twice = local(night).filter((m, i, all) => all.indexOf(m) !== i);
    expect(twice).toHaveLength(4);
    expect(twice.map((m) => m.slice(3))).toEqual(['00', '15', '30', '45']);
  });

  it('hours past midnight give the early slots to the next date; a closing date closes the range that starts on it', () => {
    const evening = every(18 * HOUR, 2 * HOUR);
    const day = slotStartsOn('2026-12-05', evening, ZONE);
    // The early quarter hours that belong to the evening before's range (it ends at 02:00).
    const night = ['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45'];
    expect(day).toHaveLength(8 + 24);
    expect(local(day).slice(0, 9)).toEqual([...night, '18:00']);
    // The evening before is closed: its range past midnight goes with it.
    expect(local(slotStartsOn('2026-12-05', every(18 * HOUR, 2 * HOUR, ['2026-12-04']), ZONE))[0]).toBe('18:00');
    // The date itself is closed: only the night of the day before remains.
    expect(local(slotStartsOn('2026-12-05', every(18 * HOUR, 2 * HOUR, ['2026-12-05']), ZONE))).toEqual(night);
  });

  it('offers no slot that would end after closing', () => {
    const slots = local(slotStartsOn('2026-12-05', every(10 * HOUR, 21 * HOUR + 50), ZONE));
    expect(slots[0]).toBe('10:00');
    expect(slots.at(-1)).toBe('21:30');
    expect(slots).toHaveLength(47);
  });

  it('a slot start is the quarter hour holding a time', () => {
    expect(toWireTime(slotStartOf(new Date('2026-12-05T10:14:59Z')))).toBe('2026-12-05 10:00:00');
    expect(toWireTime(slotStartOf(new Date('2026-12-05T10:15:00Z')))).toBe('2026-12-05 10:15:00');
  });
});

describe('slots a guest may choose', () => {
  const now = new Date('2026-03-28T10:00:00Z');
  const rules = {
    hours: every(0, 1440),
    timeZone: ZONE,
    preorderDays: 1,
    earliest: new Date('2026-03-28T10:20:00Z'),
    now,
  };

  it('today from the earliest promise, tomorrow (a DST day) whole, nothing after the pre-order days or before today', () => {
    expect(toWireTime(choosableSlots('2026-03-28', rules)[0])).toBe('2026-03-28 10:30:00');
    expect(choosableSlots('2026-03-29', rules)).toHaveLength(92);
    expect(choosableSlots('2026-03-30', rules)).toEqual([]);
    expect(choosableSlots('2026-03-27', rules)).toEqual([]);
    expect(choosableSlots('2026-03-29', { ...rules, preorderDays: 0 })).toEqual([]);
  });

  it('refuses a time too soon, off the quarter hour, outside the hours or too far', () => {
    expect(isChoosable(new Date('2026-03-28T10:30:00Z'), rules)).toBe(true);
    expect(isChoosable(new Date('2026-03-29T00:00:00Z'), rules)).toBe(true);
    for (const bad of ['2026-03-28T10:15:00Z', '2026-03-28T10:35:00Z', '2026-03-30T10:00:00Z'])
      expect(isChoosable(new Date(bad), rules), bad).toBe(false);
    expect(isChoosable(new Date('2026-03-28T20:00:00Z'), { ...rules, hours: every(10 * HOUR, 22 * HOUR) })).toBe(false);
  });
});
