import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The new-order chime rules (spec §4, §9): play when the count of new orders rises, repeat every 60 s while any waits. */
const play = vi.fn();
vi.mock('../../lib/sound.ts', () => ({
  notificationSound: () => ({ play, unlock: async () => {}, blocked: () => false, subscribe: () => () => {} }),
}));
const { useNewOrderSound, useTitleCount } = await import('./use-kitchen-tablet.ts');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Board({ count }: { count: number | undefined }) {
  useNewOrderSound(count);
  useTitleCount('Orders', count ?? 0);
  return null;
}

let root: Root;
beforeEach(() => {
  vi.useFakeTimers();
  play.mockClear();
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useNewOrderSound', () => {
  it('plays when the count rises, not when it falls, and repeats every 60 s while orders wait', () => {
    act(() => root.render(<Board count={undefined} />));
    expect(play).not.toHaveBeenCalled();
    act(() => root.render(<Board count={1} />));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Orders');
    act(() => root.render(<Board count={2} />));
    expect(play).toHaveBeenCalledTimes(2);
    act(() => root.render(<Board count={1} />));
    expect(play).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(60_000));
    expect(play).toHaveBeenCalledTimes(3);
    act(() => root.render(<Board count={0} />));
    expect(document.title).toBe('Orders');
    act(() => vi.advanceTimersByTime(180_000));
    expect(play).toHaveBeenCalledTimes(3);
  });
});
