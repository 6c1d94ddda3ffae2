/**
 * At most `size` tasks at once; the others wait their turn in order. A slot is handed straight to the next task
 * waiting, so a late caller cannot overtake the queue. The hubs' catch-up reads (decision 313) and image decoding
 * (`features/images/queue.ts`) go through one.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly size: number;
  /** Highest number of tasks seen running at once (for tests and measurements). */
  peak = 0;

  constructor(size: number) {
    this.size = size;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a task asked for now would wait. */
  get full(): boolean {
    return this.running >= this.size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
