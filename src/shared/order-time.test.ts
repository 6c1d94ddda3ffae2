import { describe, expect, it } from 'vitest';
import { etaOf, isPrepMinutes, laterReadyTime, travelMinutes, type EtaInput } from './order-time.ts';

const NOW = new Date('2026-11-27T18:00:30Z');
const t = (hhmm: string) => new Date(`2026-11-27T${hhmm}:30Z`);
const base: EtaInput = {
  status: 'preparing',
  orderType: 'in_place',
  readyTime: t('18:20'),
  firstReadyTime: t('18:20'),
  pickedUpAt: null,
  travelMinutes: 11,
  defaultPrepMinutes: 20,
  busyMinutes: 0,
  now: NOW,
};

describe('etaOf', () => {
  it('a table order is due at its ready time; a delivery adds travel and a 15-minute window', () => {
    expect(etaOf(base)).toEqual({ from: '2026-11-27 18:20:30', to: '2026-11-27 18:20:30', firm: true });
    expect(etaOf({ ...base, orderType: 'delivery' })).toEqual({
      from: '2026-11-27 18:31:30',
      to: '2026-11-27 18:46:30',
      firm: true,
    });
  });

  it('counts a picked-up delivery from the pick-up; flags it later when that passes the first promise', () => {
    expect(etaOf({ ...base, orderType: 'delivery', pickedUpAt: t('18:30') })).toEqual({
      from: '2026-11-27 18:41:30',
      to: '2026-11-27 18:56:30',
      firm: true,
      later: true,
    });
    expect(etaOf({ ...base, orderType: 'delivery', pickedUpAt: t('18:15') })).toEqual({
      from: '2026-11-27 18:26:30',
      to: '2026-11-27 18:41:30',
      firm: true,
    });
  });

  it('estimates from now with the default and busy minutes before the accept; none for closed orders', () => {
    expect(etaOf({ ...base, status: 'not_handled', busyMinutes: 10 })).toEqual({
      from: '2026-11-27 18:30:30',
      to: '2026-11-27 18:30:30',
      firm: false,
    });
    expect(etaOf({ ...base, status: 'completed' })).toBeNull();
    expect(etaOf({ ...base, status: 'canceled' })).toBeNull();
  });

  it('a few seconds past the first promise is not "later"', () => {
    expect(etaOf({ ...base, readyTime: new Date(t('18:20').getTime() + 20_000) })?.later).toBeUndefined();
  });
});

describe('travelMinutes', () => {
  it('stretches the straight line by 1.3 at the courier speed, rounds up, never under 5 minutes', () => {
    expect(travelMinutes({ lat: 47.0, lng: 28.85 }, { lat: 47.02, lng: 28.83 }, 20)).toBe(11);
    expect(travelMinutes({ lat: 47.0, lng: 28.85 }, { lat: 47.02, lng: 28.83 }, 60)).toBe(5);
    expect(travelMinutes(null, { lat: 47.02, lng: 28.83 }, 20)).toBe(5);
  });
});

describe('laterReadyTime and isPrepMinutes', () => {
  it('moves a ready time ahead by the step; one already past counts from now', () => {
    expect(laterReadyTime(t('18:20'), NOW, 10)).toEqual(t('18:30'));
    expect(laterReadyTime(t('17:50'), NOW, 5)).toEqual(new Date(NOW.getTime() + 5 * 60_000));
    expect(laterReadyTime(null, NOW, 15)).toEqual(new Date(NOW.getTime() + 15 * 60_000));
  });

  it('takes whole minutes 1..240 only', () => {
    expect([1, 20, 240].every(isPrepMinutes)).toBe(true);
    expect([0, 241, 2.5, Number.NaN].some(isPrepMinutes)).toBe(false);
  });
});
