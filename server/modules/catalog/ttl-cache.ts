/**
 * A small in-process cache for read-mostly catalog data (cards, film details). Entries expire after `ttlMs`
 * and writers evict what they change, so a reader never sees a stale counter for longer than one write.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live value for `key`, or undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value; the oldest entry goes when the cache is full (Map keeps insertion order). */
  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  /** Forgets one key. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
  }
}
