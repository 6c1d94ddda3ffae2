import { describe, expect, it } from 'vitest';
import { ageLevel, ageMinutes, columnOf, nextStep, overdueUnacknowledged } from './board-steps.ts';
import type { Order } from './types.ts';

const order = (o: Partial<Order>) =>
  ({
    status: 'not_handled',
    prepared: false,
    order_type: 'delivery',
    created_time: '2026-11-25 18:00:00',
    ...o,
  }) as Order;

describe('the next step of a ticket', () => {
  it('accept → prepared → hand over (delivery) or serve (table); nothing at the courier or when closed', () => {
    expect(nextStep(order({}))).toMatchObject({ name: 'accept', kind: 'status', to: 'preparing' });
    expect(nextStep(order({ status: 'preparing' }))).toMatchObject({ name: 'prepared', kind: 'prepared', to: true });
    expect(nextStep(order({ status: 'preparing', prepared: true }))).toMatchObject({
      name: 'hand_over',
      to: 'at_courier',
    });
    expect(nextStep(order({ status: 'preparing', prepared: true, order_type: 'in_place' }))).toMatchObject({
      name: 'serve',
      to: 'completed',
    });
    expect(nextStep(order({ status: 'at_courier' }))).toBeNull();
    expect(nextStep(order({ status: 'canceled' }))).toBeNull();
  });
});

describe('ticket age', () => {
  const at = (min: number) => Date.parse('2026-11-25T18:00:00Z') + min * 60_000;
  it('counts whole minutes and turns amber then red at the thresholds', () => {
    expect(ageMinutes('2026-11-25 18:00:00', at(4.9))).toBe(4);
    expect(ageMinutes('2026-11-25 18:00:00', at(-1))).toBe(0);
    expect([4, 5, 9, 10].map((m) => ageLevel(m, 5, 10))).toEqual(['fresh', 'warn', 'warn', 'late']);
    expect(ageLevel(7, 7, 12)).toBe('warn');
  });

  it('flashes for new orders waiting 3 minutes or more, not for accepted ones', () => {
    const list = [
      order({ id: 1 }),
      order({ id: 2, status: 'preparing' }),
      order({ id: 3, created_time: '2026-11-25 18:02:30' }),
    ];
    expect(overdueUnacknowledged(list, at(3)).map((o) => o.id)).toEqual([1]);
    expect(overdueUnacknowledged(list, at(2.9))).toEqual([]);
  });

  it('sorts orders into the new / preparing / ready columns', () => {
    expect(
      [
        order({}),
        order({ status: 'preparing' }),
        order({ status: 'preparing', prepared: true }),
        order({ status: 'at_courier' }),
        order({ status: 'completed' }),
      ].map(columnOf),
    ).toEqual(['new', 'preparing', 'ready', 'ready', null]);
  });
});
