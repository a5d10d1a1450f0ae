/**
 * A small in-process TTL cache with a size bound (oldest entry out first). `evict` bumps a
 * generation counter; a caller that read the database before an eviction passes the
 * generation it started with to `set`, which then refuses to re-cache a revoked key.
 */
export class KeyCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
    private readonly now: () => number = Date.now,
  ) {}

  get generation(): number {
    return this.gen;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores unless an eviction happened since `sinceGeneration`; returns whether it stored. */
  set(key: string, value: V, sinceGeneration = this.gen): boolean {
    if (sinceGeneration !== this.gen) return false;
    this.entries.delete(key);
    while (this.entries.size >= this.maxSize) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    return true;
  }

  evict(key: string): void {
    this.gen += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.gen += 1;
    this.entries.clear();
  }
}
