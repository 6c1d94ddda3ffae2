import { describe, expect, it } from 'vitest';
import { promiseView } from './eta-text.ts';

/** The promised time as the guest page words it, in the venue's zone (Chișinău is UTC+2 in November). */
const NOW = new Date('2026-11-27T15:00:00Z');
const zone = 'Europe/Chisinau';

describe('promiseView', () => {
  it('a table order: one time in the venue’s zone, whatever the phone’s; firm and later as the server says', () => {
    const view = promiseView(
      {
        order_type: 'in_place',
        eta: { from: '2026-11-27 17:40:00', to: '2026-11-27 17:40:00', firm: true, later: true },
      },
      zone,
      'ro',
      NOW,
    );
    expect(view).toEqual({ kind: 'ready', when: '19:40', firm: true, later: true });
  });

  it('a delivery: the window; an estimate is not firm', () => {
    const view = promiseView(
      { order_type: 'delivery', eta: { from: '2026-11-27 17:50:00', to: '2026-11-27 18:05:00', firm: false } },
      zone,
      'ru',
      NOW,
    );
    expect(view).toEqual({ kind: 'arrive', when: '19:50–20:05', firm: false, later: false });
  });

  it('a scheduled order names its day when it is not the venue’s today, in the page’s language', () => {
    const order = {
      order_type: 'in_place',
      scheduled_for: '2026-11-28 10:30:00',
      eta: { from: '2026-11-28 10:30:00', to: '2026-11-28 10:30:00', firm: false },
    };
    expect(promiseView(order, zone, 'ro', NOW)).toMatchObject({ kind: 'scheduled', when: 'sâm, 28 nov., 12:30' });
    expect(promiseView(order, zone, 'en', NOW)?.when).toBe('Sat 28 Nov, 12:30');
    // 23:30 in Chișinău is already the next UTC day, yet the venue's today: no day.
    expect(
      promiseView(
        { ...order, eta: { from: '2026-11-27 21:30:00', to: '2026-11-27 21:30:00', firm: true } },
        zone,
        'ro',
        NOW,
      )?.when,
    ).toBe('23:30');
  });

  it('nothing for a closed order', () => {
    expect(promiseView({ order_type: 'in_place', eta: null }, zone, 'ro', NOW)).toBeNull();
  });
});
