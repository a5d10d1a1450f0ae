/** Runs at most `max` tasks at once, the others in arrival order. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /** Tasks running or waiting. */
  get size(): number {
    return this.active + this.waiting.length;
  }

  get freeSlots(): number {
    return Math.max(0, this.max - this.size);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      const next = this.waiting.shift();
      if (next) next();
      else if (this.active === 0) this.notifyIdle();
    }
  }

  /** Resolves once nothing runs or waits. */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private notifyIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }
}
