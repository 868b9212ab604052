import { and, eq, inArray } from 'drizzle-orm';
import type { CommentWithFilm } from '../../../contract/comments.schemas';
import type { ServerContext } from '../../context';
import { changeHub } from '../../db/change-hub';
import { commentLikes, commentReports } from '../../db/schema/engagement';
import { answerCache } from '../../http/answer-cache';
import { dataCacheShare } from '../catalog/catalog-caches';
import { TtlCache } from '../../cache/ttl-cache';

/*
 * The hot-comment lists (site-wide, per film, monthly) are the same for every visitor apart from `liked_by_me`,
 * and each costs a join-heavy page query plus a count over a month of comments. They are cached without the
 * personal flags; every comment, reply or like clears them, and the short TTL bounds what no writer here sees
 * (an author renaming themselves).
 */
export const HOT_TTL_MS = 15_000;
/** The answer-cache tag of the hot-comment lists. */
export const HOT_TAG = 'hot-comments';
const MAX_ENTRIES = 2_000;

const perContext = new WeakMap<ServerContext, TtlCache<unknown>>();

function cache(ctx: ServerContext): TtlCache<unknown> {
  let entries = perContext.get(ctx);
  if (!entries) {
    // Bounded in bytes too: a page of comments is as large as the page_size asked for.
    const created = new TtlCache<unknown>(HOT_TTL_MS, MAX_ENTRIES, { maxBytes: dataCacheShare(ctx) });
    perContext.set(ctx, (entries = created));
    // A comment, reply or like on any process (server/db/change-hub.ts).
    changeHub(ctx).on('hot', () => evictHotComments(ctx));
    changeHub(ctx).onResync(() => created.clear());
  }
  return entries;
}

/** The cached value for `key`, or the one `load` gives (then cached). Shared lists only: no personal fields. */
export async function cachedHotList<T>(ctx: ServerContext, key: string, load: () => Promise<T>): Promise<T> {
  const entries = cache(ctx);
  const hit = entries.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const value = await load();
  entries.set(key, value);
  return value;
}

/** Forgets every cached hot list, after a comment, a reply or a like changed what they show. */
export function evictHotComments(ctx: ServerContext): void {
  perContext.get(ctx)?.clear();
  answerCache(ctx).evict(HOT_TAG);
}

/** The shared comments with the member's own `liked_by_me` and `reported_by_me` (indexed reads over the page's ids). */
export async function withMyLikes(ctx: ServerContext, items: readonly CommentWithFilm[], userId?: string): Promise<CommentWithFilm[]> {
  if (!userId || items.length === 0) return [...items];
  const ids = items.map((c) => c.id);
  const [likes, reports] = await Promise.all([
    ctx.db.select({ commentId: commentLikes.commentId }).from(commentLikes).where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, ids))),
    ctx.db.select({ commentId: commentReports.commentId }).from(commentReports).where(and(eq(commentReports.userId, userId), inArray(commentReports.commentId, ids))),
  ]);
  const liked = new Set(likes.map((r) => r.commentId));
  const reported = new Set(reports.map((r) => r.commentId));
  return items.map((c) => ({ ...c, liked_by_me: liked.has(c.id), reported_by_me: reported.has(c.id) }));
}
