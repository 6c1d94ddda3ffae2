/**
 * Items taken in batches, one batch at a time, until none is left: what a bus listener hears while its last batch
 * is being read waits and is read with the others. So a city's burst of order changes costs a listener a few reads,
 * not one or more per change, and never takes more of the pool than one batch's reads.
 */
export class BatchQueue<T> {
  private queued: T[] = [];
  private running: Promise<void> | null = null;
  private readonly take: (batch: T[]) => Promise<void>;
  private readonly size: number;
  private readonly onError: (error: unknown) => void;

  constructor(take: (batch: T[]) => Promise<void>, size: number, onError: (error: unknown) => void) {
    this.take = take;
    this.size = size;
    this.onError = onError;
  }

  push(item: T): void {
    this.queued.push(item);
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once everything queued so far has been taken. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async run(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0, this.size);
      await this.take(batch).catch(this.onError);
    }
  }
}
