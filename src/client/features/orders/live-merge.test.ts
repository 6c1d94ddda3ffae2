import { describe, expect, it } from 'vitest';
import { applyLiveMessage, isLiveMessage } from './live-merge.ts';
import { addDish, removeDish, toWire } from './dish-list.ts';
import { filterOrders } from './filters.ts';
import type { Order } from './types.ts';

const order = (id: number, version: number, extra: Partial<Order> = {}) =>
  ({ id, version, status: 'not_handled', created_time: `2026-01-01 10:00:0${id}`, dishes: [], ...extra }) as Order;

describe('live messages on the board', () => {
  it('GET_ALL replaces the list, CREATE adds, UPDATE replaces by id', () => {
    let list = applyLiveMessage([order(9, 1)], { event_type: 'GET_ALL', orders: [order(1, 1), order(2, 1)] });
    expect(list.map((o) => o.id)).toEqual([1, 2]);
    list = applyLiveMessage(list, { event_type: 'CREATE_EVENT', order: order(3, 1) });
    list = applyLiveMessage(list, { event_type: 'UPDATE_EVENT', order: order(2, 2, { status: 'preparing' }) });
    expect(list.map((o) => [o.id, o.status])).toEqual([
      [1, 'not_handled'],
      [2, 'preparing'],
      [3, 'not_handled'],
    ]);
  });

  it('never goes back to a lower version (duplicate or late events, stale snapshots)', () => {
    let list = applyLiveMessage([], { event_type: 'GET_ALL', orders: [order(1, 5, { status: 'completed' })] });
    list = applyLiveMessage(list, { event_type: 'UPDATE_EVENT', order: order(1, 4, { status: 'preparing' }) });
    expect(list[0].status).toBe('completed');
    list = applyLiveMessage(list, { event_type: 'GET_ALL', orders: [order(1, 3)] });
    expect(list[0].version).toBe(5);
  });

  it('recognises only well-formed messages', () => {
    expect(isLiveMessage({ event_type: 'GET_ALL', orders: [] })).toBe(true);
    expect(isLiveMessage({ event_type: 'UPDATE_EVENT', order: { id: 1 } })).toBe(true);
    expect(isLiveMessage({ event_type: 'UPDATE_EVENT' })).toBe(false);
    expect(isLiveMessage('PING')).toBe(false);
  });

  it('the default filter leaves closed orders out and sorts oldest first, the same second by id', () => {
    const list = [
      order(3, 1, { status: 'preparing' }),
      order(2, 1, { status: 'completed' }),
      order(1, 1),
      order(5, 1, { created_time: '2026-01-01 10:00:01' }),
    ];
    expect(filterOrders(list, 'all').map((o) => o.id)).toEqual([1, 5, 3]);
    expect(filterOrders(list, 'completed').map((o) => o.id)).toEqual([2]);
  });

  it('adding a dish already in the order raises its count; deleting removes it', () => {
    const dishes = [{ dish_id: 1, name: 'Soup', count: 1, dish_price: 10 }];
    expect(addDish(dishes, { dish_id: 1, name: 'Soup', count: 2, dish_price: 10 })[0].count).toBe(3);
    expect(addDish(dishes, { dish_id: 2, name: 'Tea', count: 1, dish_price: 5 })).toHaveLength(2);
    expect(removeDish(dishes, dishes[0])).toEqual([]);
  });

  it('one dish on two lines with different options: adding matches the option set, deleting takes one line (docs/product.md D12)', () => {
    const mod = (option_id: number, name: string) => ({
      group_id: 9,
      group_name: 'Size',
      option_id,
      name,
      price_delta: 0,
    });
    const lines = [
      { position_id: 11, dish_id: 1, name: 'Pizza', count: 1, dish_price: 120, modifiers: [mod(1, 'Small')] },
      { position_id: 12, dish_id: 1, name: 'Pizza', count: 1, dish_price: 145.5, modifiers: [mod(2, 'Large')] },
    ];
    const raised = addDish(lines, { dish_id: 1, name: 'Pizza', count: 2, dish_price: 145.5, modifier_option_ids: [2] });
    expect(raised.map((d) => d.count)).toEqual([1, 3]);
    const added = addDish(lines, { dish_id: 1, name: 'Pizza', count: 1, dish_price: 120, modifier_option_ids: [1, 3] });
    expect(added).toHaveLength(3);
    expect(removeDish(lines, lines[1]).map((d) => d.position_id)).toEqual([11]);
    expect(toWire(added)).toEqual([
      { dish_id: 1, count: 1, position_id: 11 },
      { dish_id: 1, count: 1, position_id: 12 },
      { dish_id: 1, count: 1, modifier_option_ids: [1, 3] },
    ]);
  });
});
