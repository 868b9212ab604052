/** Bounds of a TtlCache besides its entry count. */
export interface TtlCacheOptions<V> {
  /** Bytes the values may take together, as `sizeOf` estimates them; the oldest go first. */
  readonly maxBytes?: number;
  /** A value's size in bytes (default: its JSON length, counted as two bytes a character). */
  readonly sizeOf?: (value: V) => number;
  readonly now?: () => number;
}

/** What a value costs: its text (strings are UTF-16 in memory) plus the entry around it, roughly. */
export function estimatedBytes(value: unknown): number {
  const text = typeof value === 'string' ? value : (JSON.stringify(value instanceof Set || value instanceof Map ? [...value] : value) ?? '');
  return text.length * 2 + 128;
}

/**
 * A small in-process cache for read-mostly catalog data (cards, film details). Entries expire after `ttlMs`
 * and writers evict what they change, so a reader never sees a stale counter for longer than one write. It holds
 * at most `maxEntries` entries and, with `maxBytes`, at most that many bytes (values whose size depends on the
 * request, such as pages of comments, would otherwise make an entry bound a bound on nothing).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; bytes: number }>();
  private usedBytes = 0;
  private readonly now: () => number;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly options: TtlCacheOptions<V> = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Entries held, and their estimated bytes (0 without a byte bound). */
  get size(): number {
    return this.entries.size;
  }
  get bytes(): number {
    return this.usedBytes;
  }

  /** The live value for `key`, or undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores a value; the oldest entries go when the cache is full (Map keeps insertion order). */
  set(key: string, value: V): void {
    const { maxBytes } = this.options;
    const bytes = maxBytes === undefined ? 0 : (this.options.sizeOf ?? estimatedBytes)(value) + key.length * 2;
    this.delete(key);
    if (maxBytes !== undefined && bytes > maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && (maxBytes === undefined || this.usedBytes + bytes <= maxBytes)) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs, bytes });
    this.usedBytes += bytes;
  }

  /** Forgets one key. */
  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }
}
