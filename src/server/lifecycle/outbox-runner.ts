/**
 * The sender of an outbox table (push messages, Telegram alerts): `wake()` sends now, coalesced (a wake during a
 * pass runs one more pass), then sleeps until the next row is due, never longer than `maxSleepMs`. Rows are
 * claimed by the owner's `send`; this only decides when it runs.
 */
export interface OutboxSender {
  /** Sends what is due once; answers how many went out. */
  send: () => Promise<number>;
  /** When the next unsent row is due (null when none waits). */
  nextDueAt: () => Promise<Date | null>;
  /** Sends again at once while a pass sent something (more may be due than one pass claims). */
  untilEmpty: boolean;
  maxSleepMs: number;
  /** A pass that threw; the runner sleeps and tries again. */
  onError: (error: unknown) => void;
}

export class OutboxRunner {
  private stopped = true;
  private sending = false;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly sender: OutboxSender;

  constructor(sender: OutboxSender) {
    this.sender = sender;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    void (async () => {
      try {
        do {
          this.again = false;
          while ((await this.sender.send()) > 0 && this.sender.untilEmpty && !this.stopped) {
            /* more may be due */
          }
        } while (this.again && !this.stopped);
      } catch (error) {
        this.sender.onError(error);
      } finally {
        this.sending = false;
        await this.scheduleNext().catch(() => {});
      }
    })();
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    const next = await this.sender.nextDueAt();
    const wait = next ? next.getTime() - Date.now() : this.sender.maxSleepMs;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(Math.max(wait, 0), this.sender.maxSleepMs));
  }

  /** Stops waking and waits for a pass in flight to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.sending) await new Promise((r) => setImmediate(r));
  }
}
