import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, type Rendered } from '../../test/render.tsx';

/** The new-order chime rules (docs/product.md S4, S9): play when the count of new orders rises, repeat every 60 s while any waits. */
const play = vi.fn();
vi.mock('../../lib/sound.ts', () => ({
  notificationSound: () => ({ play, unlock: async () => {}, blocked: () => false, subscribe: () => () => {} }),
}));
const { useNewOrderSound, useTitleCount } = await import('./use-kitchen-tablet.ts');

function Board({ count, repeatMs }: { count: number | undefined; repeatMs?: number }) {
  useNewOrderSound(count, repeatMs);
  useTitleCount('Orders', count ?? 0);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  play.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useNewOrderSound', () => {
  it('plays when the count rises, not when it falls, and repeats every 60 s while orders wait', () => {
    const board: Rendered = render(<Board count={undefined} />);
    expect(play).not.toHaveBeenCalled();
    board.rerender(<Board count={1} />);
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Orders');
    board.rerender(<Board count={2} />);
    expect(play).toHaveBeenCalledTimes(2);
    board.rerender(<Board count={1} />);
    expect(play).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(3);
    board.rerender(<Board count={0} />);
    expect(document.title).toBe('Orders');
    act(() => vi.advanceTimersByTime(180_000));
    expect(play).toHaveBeenCalledTimes(3);
  });
});

describe('alert_repeat_seconds (docs/product.md D13)', () => {
  it('repeats at the pub setting while a new order waits, and stops when none is left', () => {
    const board: Rendered = render(<Board count={0} repeatMs={15_000} />);
    board.rerender(<Board count={1} repeatMs={15_000} />);
    expect(play).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(45_000));
    expect(play).toHaveBeenCalledTimes(4);
    // Another tablet accepted it: the live list has no new order left, so this tablet goes quiet at once.
    board.rerender(<Board count={0} repeatMs={15_000} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(4);
  });
});
