import { AppError, E } from '../../http.ts';
import { Gate } from '../../lifecycle/gate.ts';

/**
 * A bounded queue for image decoding (docs/product.md D11): at most `concurrency` decodes run at once and
 * at most `waiting` more wait; past that the upload is refused with 503 `service unavailable`, so a
 * burst of large uploads costs a bounded amount of memory instead of one decoded bitmap each.
 */
export class DecodeQueue {
  private readonly gate: Gate;
  private readonly waiting: number;

  constructor(concurrency: number, waiting: number) {
    this.gate = new Gate(concurrency);
    this.waiting = waiting;
  }

  /** Highest number of decodes seen at once (for tests and measurements). */
  get peak(): number {
    return this.gate.peak;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.gate.full && this.gate.queued >= this.waiting) return Promise.reject(new AppError(E.serviceUnavailable));
    return this.gate.run(work);
  }
}
