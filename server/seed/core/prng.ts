/**
 * A small seeded PRNG (mulberry32) so every generator is deterministic: the same seed and keys always give the same
 * stream. Streams are derived per entity (`rngFor(seed, 'film', 17)`), so one film's data never depends on how many
 * random numbers another generator drew before it.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index into a list of the given length. */
  index(length: number): number {
    return Math.floor(this.next() * length);
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `count` distinct elements (fewer if the list is shorter), by a partial Fisher–Yates shuffle. */
  sample<T>(items: readonly T[], count: number): T[] {
    const out = [...items];
    const k = Math.min(count, out.length);
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.next() * (out.length - i));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out.slice(0, k);
  }
}

/** Hashes a seed and keys into a 32-bit number (FNV-1a), used to derive independent streams. */
export function hashKeys(seed: number, keys: readonly (string | number)[]): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of keys.join('\u0001')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A fresh stream for one entity: `rngFor(seed, 'comment', filmId, n)`. */
export function rngFor(seed: number, ...keys: (string | number)[]): Rng {
  return new Rng(hashKeys(seed, keys));
}
