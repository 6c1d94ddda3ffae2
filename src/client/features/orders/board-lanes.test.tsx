import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countStatus } from './filters.ts';
import { overdueUnacknowledged } from './board-steps.ts';
import { render } from '../../test/render.tsx';
import type { Order } from './types.ts';

/** The board's "Scheduled" lane (docs/product.md D16) with fixture orders: no chime while waiting, one at the fire time. */
const play = vi.fn();
vi.mock('../../lib/sound.ts', () => ({
  notificationSound: () => ({ play, unlock: async () => {}, blocked: () => false, subscribe: () => () => {} }),
}));
const { splitScheduled, useLaneNow } = await import('./board-lanes.ts');
const { useNewOrderSound } = await import('./use-kitchen-tablet.ts');

const NOW = Date.parse('2026-11-27T17:00:00Z');
function order(id: number, extra: Partial<Order> = {}): Order {
  return {
    id,
    number: id,
    status: 'not_handled',
    created_time: '2026-11-27 16:59:00',
    fires_at: null,
    scheduled_for: null,
    ...extra,
  } as Order;
}
const asap = { ...order(1) };
const later = {
  ...order(2),
  created_time: '2026-11-27 16:00:00',
  scheduled_for: '2026-11-27 17:30:00',
  fires_at: '2026-11-27 17:05:00',
};
const tomorrow = {
  ...order(3),
  created_time: '2026-11-27 15:00:00',
  scheduled_for: '2026-11-28 10:00:00',
  fires_at: '2026-11-28 09:30:00',
};

/** The board's lane and alert wiring, as the orders page joins them. */
function Board({ orders, tick }: { orders: Order[]; tick: number }) {
  const now = useLaneNow(orders, tick);
  const { scheduled, board } = splitScheduled(orders, now);
  useNewOrderSound(countStatus(board, 'not_handled'));
  return (
    <>
      <p>{`new ${board.map((o) => o.id).join(',')}`}</p>
      <p>{`scheduled ${scheduled.map((o) => o.id).join(',')}`}</p>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  play.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('splitScheduled', () => {
  it('keeps a new order whose fire time lies ahead in the lane, soonest first; a fired or accepted one is on the board', () => {
    expect(splitScheduled([tomorrow, asap, later], NOW)).toEqual({ scheduled: [later, tomorrow], board: [asap] });
    expect(splitScheduled([later], Date.parse('2026-11-27T17:05:00Z')).board).toEqual([later]);
    // Staff may accept a scheduled order early: it leaves the lane for the preparing tickets.
    expect(splitScheduled([{ ...later, status: 'preparing' }], NOW).scheduled).toEqual([]);
  });

  it('counts an unacknowledged scheduled order from its fire time, not from when the guest placed it', () => {
    expect(overdueUnacknowledged([later], Date.parse('2026-11-27T17:06:00Z'))).toEqual([]);
    expect(overdueUnacknowledged([later], Date.parse('2026-11-27T17:08:00Z'))).toEqual([later]);
  });
});

describe('the Scheduled lane', () => {
  it('does not chime for a scheduled order; at its fire time it joins the new orders and chimes once', () => {
    const board = render(<Board orders={[later, tomorrow]} tick={NOW} />);
    expect(board.container.textContent).toContain('scheduled 2,3');
    expect(play).not.toHaveBeenCalled();
    // The board's own tick has not come round: the lane moves at the fire time itself.
    act(() => vi.advanceTimersByTime(4 * 60_000 + 59_000));
    expect(board.container.textContent).toContain('scheduled 2,3');
    act(() => vi.advanceTimersByTime(1_000));
    expect(board.container.textContent).toContain('new 2');
    expect(board.container.textContent).toContain('scheduled 3');
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('an update that arrives after the fire time shows the order as new and chimes', () => {
    const board = render(<Board orders={[asap]} tick={NOW} />);
    expect(play).toHaveBeenCalledTimes(1);
    const tick = Date.parse('2026-11-27T17:06:00Z');
    board.rerender(<Board orders={[asap, later]} tick={tick} />);
    expect(board.container.textContent).toContain('new 1,2');
    expect(play).toHaveBeenCalledTimes(2);
  });
});
