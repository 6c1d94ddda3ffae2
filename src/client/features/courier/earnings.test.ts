import { describe, expect, it } from 'vitest';
import { explainBalance, orderNumberOf, sumDays } from './earnings-page.tsx';
import { directionsUrls } from './nav-links.tsx';
import { nextStage, stageOf } from '#shared/courier-stage.ts';
import { addDays, mondayOf } from '#shared/time.ts';

describe('earnings screen arithmetic', () => {
  it('the balance explained adds up: before the list + each kind = the balance, to the ban', () => {
    const entries = [
      { id: 4, time: '', kind: 'reserve_reversal', amount: 19.9, order_id: 3, note: 'order 3' },
      { id: 3, time: '', kind: 'reserve_debit', amount: -19.9, order_id: 3, note: 'order 3' },
      { id: 2, time: '', kind: 'reserve_debit', amount: -0.1, order_id: 2, note: 'order 2' },
      { id: 1, time: '', kind: 'topup', amount: 0.2, order_id: 0, note: '' },
    ];
    const e = explainBalance({ balance: 100.3, entries });
    expect(e).toEqual({ before: 100.2, topups: 0.2, debits: -20, reversals: 19.9, other: 0 });
    expect(Math.round((e.before + e.topups + e.debits + e.reversals + e.other) * 100)).toBe(10030);
  });

  it('sums days in bani and names the order of a ledger row', () => {
    const days = [
      { date: '2026-11-25', deliveries: 2, reward: 0.1, debit: 0.2, net: -0.1 },
      { date: '2026-11-24', deliveries: 1, reward: 0.2, debit: 0.1, net: 0.1 },
    ];
    expect(sumDays(days)).toEqual({ deliveries: 3, reward: 0.3, debit: 0.3, net: 0 });
    expect(orderNumberOf({ note: 'order 17', order_id: 902 })).toBe('17');
    expect(orderNumberOf({ note: '', order_id: 902 })).toBe('902');
  });

  it('weeks start on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('stages and navigation', () => {
  it('steps through the stages; none before reserving; older reservations count as reserved', () => {
    expect(stageOf({ reserverCourierId: null, courierStage: 'at_client' })).toBe('');
    expect(stageOf({ reserverCourierId: 5, courierStage: '' })).toBe('reserved');
    expect(nextStage('')).toBe('at_restaurant');
    expect(nextStage('at_restaurant')).toBe('picked_up');
    expect(nextStage('picked_up')).toBe('at_client');
    expect(nextStage('at_client')).toBeNull();
  });

  it('opens turn-by-turn routes in Google Maps and Waze, not a geo: pin', () => {
    expect(directionsUrls(47.0105, 28.8638)).toEqual({
      google: 'https://www.google.com/maps/dir/?api=1&destination=47.0105,28.8638&travelmode=driving',
      waze: 'https://waze.com/ul?ll=47.0105%2C28.8638&navigate=yes',
    });
  });
});
