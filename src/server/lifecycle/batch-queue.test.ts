import { describe, expect, it } from 'vitest';
import { BatchQueue } from './batch-queue.ts';

describe('BatchQueue', () => {
  it('takes what was pushed while a batch was being taken as the next batch, at most `size` at a time', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = new BatchQueue<number>(
      async (batch) => {
        batches.push(batch);
        if (batches.length === 1) await held;
      },
      3,
      () => {},
    );
    queue.push(1);
    for (let i = 2; i <= 6; i++) queue.push(i);
    expect(batches).toEqual([[1]]);
    release();
    await queue.idle();
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('goes on after a batch that failed, and hands its error over', async () => {
    const errors: unknown[] = [];
    const taken: number[][] = [];
    const queue = new BatchQueue<number>(
      async (batch) => {
        taken.push(batch);
        if (batch.includes(1)) throw new Error('database unavailable');
      },
      10,
      (error) => errors.push(error),
    );
    queue.push(1);
    await queue.idle();
    queue.push(2);
    await queue.idle();
    expect(taken).toEqual([[1], [2]]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['database unavailable']);
  });
});
