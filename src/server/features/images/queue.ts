import { AppError, E } from '../../http.ts';

/**
 * A bounded queue for image decoding (docs/product.md D11): at most `concurrency` decodes run at once and
 * at most `waiting` more wait; past that the upload is refused with 503 `service unavailable`, so a
 * burst of large uploads costs a bounded amount of memory instead of one decoded bitmap each.
 */
export class DecodeQueue {
  private running = 0;
  private readonly waiters: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly waiting: number;
  /** Highest number of decodes seen at once (for tests and measurements). */
  peak = 0;

  constructor(concurrency: number, waiting: number) {
    this.concurrency = concurrency;
    this.waiting = waiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiters.length >= this.waiting) throw new AppError(E.serviceUnavailable);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    } else {
      this.running++;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), else free it.
      const next = this.waiters.shift();
      if (next) next();
      else this.running--;
    }
  }
}
