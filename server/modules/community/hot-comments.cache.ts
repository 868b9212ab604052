import { TtlCache } from '../../cache/ttl-cache';
import type { ServerConfig } from '../../config';
import type { AnswerCache } from '../../http/answer-cache';
import { dataCacheShare } from '../catalog/catalog-caches';

/*
 * The hot-comment lists (site-wide, per film, monthly) are the same for every visitor apart from `liked_by_me`,
 * and each costs a join-heavy page query plus a count over a month of comments. They are cached without the
 * personal flags; every comment, reply or like clears them (on any process: the 'hot' change notice, subscribed in
 * server/composition.ts), and the short TTL bounds what no writer here sees (an author renaming themselves).
 */
export const HOT_TTL_MS = 15_000;
/** The answer-cache tag of the hot-comment lists. */
export const HOT_TAG = 'hot-comments';
const MAX_ENTRIES = 2_000;

/** The hot-comment lists of one running server. */
export class HotComments {
  private readonly entries: TtlCache<unknown>;

  constructor(
    config: ServerConfig,
    private readonly answers: AnswerCache,
  ) {
    // Bounded in bytes too: a page of comments is as large as the page_size asked for.
    this.entries = new TtlCache<unknown>(HOT_TTL_MS, MAX_ENTRIES, { maxBytes: dataCacheShare(config) });
  }

  /** The cached value for `key`, or the one `load` gives (then cached). Shared lists only: no personal fields. */
  async list<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key) as T | undefined;
    if (hit !== undefined) return hit;
    const value = await load();
    this.entries.set(key, value);
    return value;
  }

  /** Forgets every cached hot list, after a comment, a reply or a like changed what they show. */
  evict(): void {
    this.entries.clear();
    this.answers.evict(HOT_TAG);
  }

  /** Forgets the lists kept here (notices may have been missed); the answer cache drops its own. */
  clear(): void {
    this.entries.clear();
  }
}
