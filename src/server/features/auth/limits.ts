/**
 * Counters in fixed windows, in this process's memory: enough to stop password guessing per account
 * (DESIGN.md §4). Several instances each keep their own, which only makes a guesser's budget a small multiple.
 */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  private entry(key: string) {
    const now = Date.now();
    let e = this.hits.get(key);
    if (!e || e.resetAt <= now) {
      e = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, e);
      if (this.hits.size > 100_000) this.sweep(now);
    }
    return e;
  }
  blocked(key: string): boolean {
    return this.entry(key).count >= this.limit;
  }
  hit(key: string): void {
    this.entry(key).count++;
  }
  reset(key: string): void {
    this.hits.delete(key);
  }
  private sweep(now: number) {
    for (const [k, e] of this.hits) if (e.resetAt <= now) this.hits.delete(k);
  }
}
