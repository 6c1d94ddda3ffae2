/**
 * At most `size` tasks at once; the others wait their turn in order. A slot is handed straight to the next task
 * waiting, so a late caller cannot overtake the queue.
 */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
