import type { TitleMatch, TitleSearchIndex } from './title-search.index';
import { tokenize } from './title-search.tokens';
import { TtlCache } from './ttl-cache';

// Visitors repeat searches (popular titles, and every visitor typing the same first letters), so recent answers
// are kept; a rebuilt index starts with an empty cache, so a cached answer is never older than its index.
const CACHED_QUERIES = 500;
const CACHE_TTL_MS = 10 * 60_000;

const caches = new WeakMap<TitleSearchIndex, TtlCache<readonly TitleMatch[]>>();

/** `index.search(query, lang, limit)`, remembered per index for queries with the same normalised words. */
export function cachedTitleSearch(index: TitleSearchIndex, query: string, lang: string, limit: number): readonly TitleMatch[] {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new TtlCache(CACHE_TTL_MS, CACHED_QUERIES)));
  const key = `${lang}\u0000${limit}\u0000${tokenize(query).join(' ')}`;
  let matches = cache.get(key);
  if (!matches) cache.set(key, (matches = index.search(query, lang, limit)));
  return matches;
}
