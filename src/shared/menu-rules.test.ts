import { describe, expect, it } from 'vitest';
import {
  bulkPercentError,
  bulkPriceBani,
  groupLimitsError,
  inWindow,
  isAvailableNow,
  isStopped,
  optionSetKey,
  selectionFits,
  selectionHint,
  unitPriceBani,
} from './menu-rules.ts';

const TZ = 'Europe/Chisinau';
const at = (iso: string) => new Date(iso);
const dish = (start: number, end: number, available = true, until: Date | null = null) => ({
  available,
  unavailable_until: until,
  availability_start: start,
  availability_end: end,
});

describe('availability window', () => {
  it('equal start and end means always', () => {
    expect(inWindow(0, 0, 0)).toBe(true);
    expect(inWindow(600, 600, 1439)).toBe(true);
  });
  it('a day window includes its start and excludes its end', () => {
    expect(inWindow(11 * 60, 15 * 60, 11 * 60)).toBe(true);
    expect(inWindow(11 * 60, 15 * 60, 15 * 60 - 1)).toBe(true);
    expect(inWindow(11 * 60, 15 * 60, 15 * 60)).toBe(false);
    expect(inWindow(11 * 60, 15 * 60, 10 * 60)).toBe(false);
  });
  it('a window past midnight holds late evening and early morning', () => {
    expect(inWindow(22 * 60, 2 * 60, 23 * 60 + 30)).toBe(true);
    expect(inWindow(22 * 60, 2 * 60, 60)).toBe(true);
    expect(inWindow(22 * 60, 2 * 60, 2 * 60)).toBe(false);
    expect(inWindow(22 * 60, 2 * 60, 12 * 60)).toBe(false);
  });
  it('reads the minute in the pub timezone, winter (+2) and summer (+3)', () => {
    const breakfast = dish(8 * 60, 11 * 60);
    expect(isAvailableNow(breakfast, TZ, at('2026-11-23T06:30:00Z'))).toBe(true); // 08:30 local, winter
    expect(isAvailableNow(breakfast, TZ, at('2026-11-23T09:30:00Z'))).toBe(false); // 11:30
    expect(isAvailableNow(breakfast, TZ, at('2026-07-15T05:30:00Z'))).toBe(true); // 08:30 local, summer
    expect(isAvailableNow(breakfast, TZ, at('2026-07-15T08:30:00Z'))).toBe(false); // 11:30 local, summer (08:30 UTC)
  });
  it('a night window across the spring DST change (29 March 2026)', () => {
    const night = dish(22 * 60, 4 * 60);
    expect(isAvailableNow(night, TZ, at('2026-03-28T23:30:00Z'))).toBe(true); // 01:30 local, +2
    expect(isAvailableNow(night, TZ, at('2026-03-29T00:30:00Z'))).toBe(true); // 03:30 local, +3 after the jump
    expect(isAvailableNow(night, TZ, at('2026-03-29T01:30:00Z'))).toBe(false); // 04:30 local
  });
});

describe('stop list', () => {
  it('a stop holds until its time and then reads as available', () => {
    const until = at('2026-11-24T03:00:00Z');
    expect(isStopped(false, until, at('2026-11-24T02:59:59Z'))).toBe(true);
    expect(isStopped(false, until, at('2026-11-24T03:00:00Z'))).toBe(false);
    expect(isStopped(false, null, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isStopped(true, null, at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isAvailableNow(dish(0, 0, false, until), TZ, at('2026-11-24T03:00:01Z'))).toBe(true);
    expect(isAvailableNow(dish(0, 0, false, until), TZ, at('2026-11-24T02:00:00Z'))).toBe(false);
  });
});

describe('prices', () => {
  it('adds option deltas, negative ones too, never below 0', () => {
    expect(unitPriceBani(12000, [2550, 1500])).toBe(16050);
    expect(unitPriceBani(12000, [-2000])).toBe(10000);
    expect(unitPriceBani(1000, [-2500])).toBe(0);
    expect(unitPriceBani(1000, [])).toBe(1000);
  });
  it('bulk change rounds half up to whole bani', () => {
    expect(bulkPriceBani(1000, 12.5)).toBe(1125);
    expect(bulkPriceBani(5, 10)).toBe(6); // 0.055 → 0.06
    expect(bulkPriceBani(15, -10)).toBe(14); // 0.135 → 0.14
    expect(bulkPriceBani(10000, -90)).toBe(1000);
    expect(bulkPriceBani(10000, 500)).toBe(60000);
    expect(bulkPriceBani(333, 33.33)).toBe(444); // 443.99 → 444
    expect(bulkPriceBani(0, 50)).toBe(0);
  });
  it('bulk percent lies in −90..+500', () => {
    expect(bulkPercentError(-90)).toBeNull();
    expect(bulkPercentError(500)).toBeNull();
    expect(bulkPercentError(-90.01)).toBe('errors.min');
    expect(bulkPercentError(500.01)).toBe('errors.max');
    expect(bulkPercentError(Number.NaN)).toBe('errors.field_must_be_number');
  });
});

describe('modifier groups', () => {
  it('limits: min ≥ 0, max ≥ 1 and ≥ min', () => {
    expect(groupLimitsError(0, 1)).toBeNull();
    expect(groupLimitsError(2, 2)).toBeNull();
    expect(groupLimitsError(-1, 1)).toBe('min_select');
    expect(groupLimitsError(0, 0)).toBe('max_select');
    expect(groupLimitsError(3, 2)).toBe('max_select');
  });
  it('a choice fits at both edges and fails just outside', () => {
    expect(selectionFits(1, 3, 0)).toBe(false);
    expect(selectionFits(1, 3, 1)).toBe(true);
    expect(selectionFits(1, 3, 3)).toBe(true);
    expect(selectionFits(1, 3, 4)).toBe(false);
    expect(selectionFits(0, 2, 0)).toBe(true);
  });
  it('hints read as people say them', () => {
    expect(selectionHint(1, 1)).toEqual({ kind: 'exactly', n: 1 });
    expect(selectionHint(1, 3)).toEqual({ kind: 'range', min: 1, max: 3 });
    expect(selectionHint(0, 2)).toEqual({ kind: 'optional', max: 2 });
  });
  it('option sets compare whatever the order', () => {
    expect(optionSetKey([3, 1, 2])).toBe(optionSetKey([2, 3, 1]));
    expect(optionSetKey([1])).not.toBe(optionSetKey([1, 2]));
  });
});
