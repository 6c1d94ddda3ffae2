import { describe, expect, it } from 'vitest';
import { timeline, type Progress } from './order-progress.ts';

const at = (minute: number) => `2026-11-25 18:${String(minute).padStart(2, '0')}:00`;
const utc = (minute: number) => new Date(Date.UTC(2026, 10, 25, 18, minute));
/** The order's history from [status, minute] pairs, each time as `at` writes it. */
const history = (...steps: [string, number][]) => steps.map(([status, minute]) => ({ status, time: at(minute) }));
const order = (over: Partial<Progress>): Progress => ({
  order_type: 'delivery',
  status: 'not_handled',
  created_time: at(0),
  history: history(['not_handled', 0]),
  ...over,
});

describe('timeline', () => {
  it('gives each reached step its time; a skipped "accepted" takes the time of the jump past it', () => {
    const steps = timeline(
      order({
        status: 'at_courier',
        history: history(['not_handled', 0], ['preparing', 3], ['at_courier', 25]),
      }),
    );
    expect(steps).toEqual([
      { key: 'received', time: utc(0) },
      { key: 'accepted', time: utc(3) },
      { key: 'preparing', time: utc(3) },
      { key: 'on_the_way', time: utc(25) },
      { key: 'delivered', time: null },
    ]);
  });

  it('a table order ends in "served"; stepping back clears the later steps; a cancel keeps what was reached', () => {
    const back = timeline(
      order({
        order_type: 'in_place',
        history: history(['not_handled', 0], ['completed', 9], ['preparing', 10]),
      }),
    );
    expect(back.map((s) => [s.key, s.time])).toEqual([
      ['received', utc(0)],
      ['accepted', utc(9)],
      ['preparing', utc(10)],
      ['served', null],
    ]);
    const canceled = timeline(
      order({
        status: 'canceled',
        history: history(['not_handled', 0], ['preparing', 2], ['canceled', 4]),
      }),
    );
    expect(canceled.filter((s) => s.time).map((s) => s.key)).toEqual(['received', 'accepted', 'preparing']);
  });
});
