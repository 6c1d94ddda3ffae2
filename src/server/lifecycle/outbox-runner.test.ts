import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxRunner, type OutboxSender } from './outbox-runner.ts';

/** A sender whose passes the test releases one by one, counting how often each part ran. */
function fakeSender(overrides: Partial<OutboxSender> = {}) {
  const passes: (() => void)[] = [];
  let due: Date | null = null;
  const sender: OutboxSender = {
    send: vi.fn(() => new Promise<number>((resolve) => passes.push(() => resolve(0)))),
    nextDueAt: vi.fn(async () => due),
    untilEmpty: false,
    maxSleepMs: 30_000,
    onError: vi.fn(),
    ...overrides,
  };
  return {
    sender,
    setDue: (at: Date | null) => (due = at),
    release: async () => {
      passes.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox runner', () => {
  it('runs one more pass for wakes that came during a pass, not one per wake', async () => {
    vi.useFakeTimers();
    const { sender, release } = fakeSender();
    const runner = new OutboxRunner(sender);
    runner.start();
    runner.wake();
    runner.wake();
    runner.wake();
    expect(sender.send).toHaveBeenCalledTimes(1);
    await release();
    expect(sender.send).toHaveBeenCalledTimes(2);
    await release();
    expect(sender.send).toHaveBeenCalledTimes(2);
    await runner.stop();
  });

  it('sends again while a pass sent something when asked to empty the outbox', async () => {
    vi.useFakeTimers();
    const sent = [3, 1, 0];
    const { sender } = fakeSender({ untilEmpty: true, send: vi.fn(async () => sent.shift() ?? 0) });
    const runner = new OutboxRunner(sender);
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.send).toHaveBeenCalledTimes(3);
    await runner.stop();
  });

  it('sleeps until the next due row, never longer than maxSleepMs', async () => {
    vi.useFakeTimers();
    const { sender, setDue, release } = fakeSender();
    setDue(new Date(Date.now() + 5_000));
    const runner = new OutboxRunner(sender);
    runner.start();
    await release();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sender.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sender.send).toHaveBeenCalledTimes(2);
    setDue(null);
    await release();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sender.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sender.send).toHaveBeenCalledTimes(3);
    await release();
    await runner.stop();
  });

  it('reports a failed pass and tries again later; after stop nothing wakes it', async () => {
    vi.useFakeTimers();
    const error = new Error('database away');
    const { sender } = fakeSender({ send: vi.fn().mockRejectedValueOnce(error).mockResolvedValue(0) });
    const runner = new OutboxRunner(sender);
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.onError).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sender.send).toHaveBeenCalledTimes(2);
    await runner.stop();
    runner.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sender.send).toHaveBeenCalledTimes(2);
  });
});
