import { describe, expect, it } from 'vitest';
import { aZone } from '#test/factories/zones.ts';
import { changedCalls, draftErrors, draftOf, type StoredShipping } from './draft.ts';

const stored: StoredShipping = {
  available: true,
  shipping_time_from: 30,
  shipping_time_to: 60,
  shipping_work_start: 540,
  shipping_work_end: 1320,
  shipping_work_hours_for_week: Array.from({ length: 7 }, (_, i) =>
    i === 6 ? { start: 0, end: 0 } : { start: 540, end: 1320 },
  ),
  shipping_prices: { z1: 30 },
  shipping_free_delivery_prices: {},
  delivery_type: 'own',
  add_commission_to_dish_prices: false,
  shapes: [
    aZone('z1', [
      [47, 28],
      [47, 28.1],
      [47.1, 28.1],
    ]),
  ],
};

describe('shipping draft (decision 087)', () => {
  it('shows a stored start = end day as closed and sends nothing until something differs', () => {
    const draft = draftOf(stored);
    expect(draft.hours[6]).toEqual({ start: 0, end: 0, closed: true });
    expect(changedCalls(draft, stored)).toEqual([]);
    expect(draftErrors(draft)).toEqual({});
  });

  it('refuses from > to, an open zero-length day and a 24:00 start, with the server keys', () => {
    const draft = draftOf(stored);
    draft.from = '60';
    draft.to = '30';
    draft.hours[0] = { start: 600, end: 600, closed: false };
    draft.hours[1] = { start: 1440, end: 0, closed: false };
    expect(draftErrors(draft)).toEqual({
      from: 'errors.time_from_after_to',
      'work_hours.0': 'errors.work_day_empty',
      'work_hours.1': 'errors.work_day_starts_at_midnight',
    });
  });

  it('sends only the calls that differ, zones before their prices, a closed day as 0–0', () => {
    const draft = draftOf(stored);
    draft.hours[2] = { ...draft.hours[2], closed: true };
    draft.zones = [
      ...stored.shapes,
      aZone(
        'z2',
        [
          [46, 28],
          [46, 28.1],
          [46.1, 28.1],
        ],
        '#3cb44b',
      ),
    ];
    draft.prices = { z1: '30', z2: '45.5' };
    const calls = changedCalls(draft, stored);
    expect(calls.map((c) => c.path)).toEqual([
      'shipping-work-hours',
      'shipping',
      'shipping-price',
      'shipping-free-delivery-prices',
    ]);
    expect((calls[0].body as { work_hours: unknown[] }).work_hours[2]).toEqual({ start: 0, end: 0 });
    expect(calls[2].body).toEqual({ prices: { z1: 30, z2: 45.5 } });
  });
});

describe('hours with two ranges and closing days', () => {
  const withRanges: StoredShipping = {
    ...stored,
    work_ranges_for_week: [
      {
        closed: false,
        ranges: [
          { start: 660, end: 900 },
          { start: 1080, end: 60 },
        ],
      },
      ...Array.from({ length: 5 }, () => ({ closed: false, ranges: [{ start: 540, end: 1320 }] })),
      { closed: true, ranges: [] },
    ],
    closed_dates: ['2026-12-31'],
  };
  it('reads the second range and the closing days, and saves nothing when unchanged', () => {
    const draft = draftOf(withRanges);
    expect(draft.hours[0]).toEqual({ start: 660, end: 900, closed: false, second: { start: 1080, end: 60 } });
    expect(draft.hours[6].closed).toBe(true);
    expect(draft.closedDates).toEqual(['2026-12-31']);
    expect(changedCalls(draft, withRanges)).toEqual([]);
  });
  it('sends one work-ranges call with both ranges and the dates; an empty second range is an error', () => {
    const draft = draftOf(withRanges);
    draft.hours[1] = { ...draft.hours[1], second: { start: 1200, end: 1380 } };
    draft.closedDates = ['2026-12-25', '2026-12-31'];
    const calls = changedCalls(draft, withRanges);
    expect(calls.map((c) => c.path)).toEqual(['work-ranges']);
    expect(calls[0].body).toMatchObject({ closed_dates: ['2026-12-25', '2026-12-31'] });
    expect((calls[0].body as { work_ranges_for_week: unknown[] }).work_ranges_for_week[1]).toEqual({
      closed: false,
      ranges: [
        { start: 540, end: 1320 },
        { start: 1200, end: 1380 },
      ],
    });
    draft.hours[2] = { ...draft.hours[2], second: { start: 600, end: 600 } };
    expect(draftErrors(draft)['work_hours.2.second']).toBe('errors.work_day_empty');
  });
});

describe('stored ranges as jsonb returns them', () => {
  it('keys in another order are no change', () => {
    const fromDb = {
      ...stored,
      work_ranges_for_week: Array.from({ length: 7 }, () => ({ ranges: [{ end: 1440, start: 10 }], closed: false })),
      closed_dates: [],
    } as unknown as StoredShipping;
    expect(changedCalls(draftOf(fromDb), fromDb)).toEqual([]);
  });
});
