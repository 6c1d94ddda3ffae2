import { describe, expect, it } from 'vitest';
import { distanceKm, ordersOfTab, tabOf, totalToCollect, upsertOrder } from './orders-cache.ts';
import type { CourierOrder } from './types.ts';

const order = (
  id: number,
  over: Partial<CourierOrder> = {},
  info: Partial<CourierOrder['courier_info']> = {},
): CourierOrder =>
  ({
    id,
    version: 1,
    status: 'preparing',
    created_time: `2026-11-22 10:0${id}:00`,
    delivery_price: 30,
    dishes: [{ dish_id: 1, name: 'Soup', count: 2, dish_price: 12.35 }],
    ...over,
    courier_info: {
      is_reserved: false,
      reserver_courier_id: 0,
      distance: 1250,
      courier_reward: 30,
      courier_debit: 2,
      ...info,
    },
  }) as CourierOrder;

describe('courier order tabs', () => {
  it('sorts orders into available, active and completed', () => {
    expect(tabOf(order(1), 7)).toBe('available');
    expect(tabOf(order(2, {}, { is_reserved: true, reserver_courier_id: 7 }), 7)).toBe('active');
    expect(tabOf(order(3, { status: 'at_courier' }, { is_reserved: true, reserver_courier_id: 7 }), 7)).toBe('active');
    expect(tabOf(order(4, { status: 'completed' }, { is_reserved: true, reserver_courier_id: 7 }), 7)).toBe(
      'completed',
    );
    expect(tabOf(order(5, {}, { is_reserved: true, reserver_courier_id: 8 }), 7)).toBeNull();
    expect(tabOf(order(6, { status: 'not_handled' }), 7)).toBeNull();
  });

  it('lists newest first', () => {
    expect(ordersOfTab([order(1), order(3), order(2)], 'available', 7).map((o) => o.id)).toEqual([3, 2, 1]);
  });

  it('an order taken by someone else leaves Available; older versions never win', () => {
    const list = [order(1), order(2)];
    const taken = order(1, { version: 2 }, { is_reserved: true, reserver_courier_id: 9 });
    const after = upsertOrder(list, taken, 7);
    expect(after.map((o) => o.id)).toEqual([2]);
    const mine = order(2, { version: 3 }, { is_reserved: true, reserver_courier_id: 7 });
    const withMine = upsertOrder(after, mine, 7);
    expect(upsertOrder(withMine, order(2, { version: 2 }), 7)).toBe(withMine);
  });

  it('totals and distance as the courier reads them', () => {
    expect(totalToCollect(order(1))).toBe(54.7);
    expect(distanceKm(1250, 'ro')).toBe('1,3');
    expect(distanceKm(480, 'ru')).toBe('0,5');
    expect(distanceKm(0, 'ro')).toBe('0,0');
    expect(distanceKm(1250, 'en')).toBe('1.3');
  });
});
