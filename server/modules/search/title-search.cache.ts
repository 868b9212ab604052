import type { TitleMatch } from './title-search.index';
import { tokenize } from './title-search.tokens';
import { TtlCache } from '../../cache/ttl-cache';

// Visitors repeat searches (popular titles, and every visitor typing the same first letters), so recent answers
// are kept; a rebuilt index has a new searcher and an empty cache, so a cached answer is never older than its index.
const CACHED_QUERIES = 500;
const CACHE_TTL_MS = 10 * 60_000;
// Up to SEARCH_MAX_RESULTS matches an answer: a byte bound keeps 500 full answers from taking more than this.
const CACHE_MAX_BYTES = 8 * 1024 * 1024;
const MATCH_BYTES = 48;

/** Anything that answers title searches: the index itself, or worker threads over it. */
export interface TitleSearcher {
  search(query: string, lang: string, limit: number): readonly TitleMatch[] | Promise<readonly TitleMatch[]>;
}

const caches = new WeakMap<TitleSearcher, TtlCache<readonly TitleMatch[]>>();

/** `searcher.search(query, lang, limit)`, remembered per searcher for queries with the same normalised words. */
export async function cachedTitleSearch(searcher: TitleSearcher, query: string, lang: string, limit: number): Promise<readonly TitleMatch[]> {
  let cache = caches.get(searcher);
  if (!cache)
    caches.set(searcher, (cache = new TtlCache(CACHE_TTL_MS, CACHED_QUERIES, { maxBytes: CACHE_MAX_BYTES, sizeOf: (m) => m.length * MATCH_BYTES + 64 })));
  const key = `${lang}\u0000${limit}\u0000${tokenize(query).join(' ')}`;
  let matches = cache.get(key);
  if (!matches) cache.set(key, (matches = await searcher.search(query, lang, limit)));
  return matches;
}
