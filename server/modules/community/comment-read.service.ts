import { and, asc, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Comment, CommentImage, CommentWithFilm } from '../../../contract/community/comments.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { commentImages, comments } from '../../db/schema/engagement';
import { mediaUrl } from '../../media-store/media-url';
import { pagedOf, pageWindow } from '../../http/paging';
import { readerLanguageFirst, selectComments, selectCommentsWithFilm, toComment, toCommentWithFilm, visibleTo } from './comment.query';
import { withMyLikes } from './liked-by-me.query';
import { okJsonText } from '../../http/envelope';

const HOT_WINDOW_DAYS = 30;
type Page = { page: number; page_size: number };

async function filmExists(ctx: ServerContext, id: number): Promise<boolean> {
  return (await ctx.db.$count(films, eq(films.id, id))) > 0;
}

/** Shared lists (hot, monthly, the images strip) show visible comments only, to everyone alike. */
const shown = eq(comments.state, 'visible');

/**
 * Top-level comments of a film the caller may see, in the reader's language first, then the others; each part hot
 * (likes, then replies) or newest first. Undefined for an unknown film.
 */
export async function filmComments(ctx: ServerContext, filmId: number, sort: 'hot' | 'new', page: Page, lang: Lang, userId?: string) {
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const within = sort === 'hot' ? [desc(comments.hotScore), desc(comments.id)] : [desc(comments.createdAt), desc(comments.id)];
  const order = [readerLanguageFirst(lang), ...within];
  const where = and(eq(comments.filmId, filmId), isNull(comments.parentId), visibleTo(userId));
  const rows = await selectComments(ctx, userId)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  if (rows.length === 0 && !(await filmExists(ctx, filmId))) return undefined;
  return pagedOf<Comment>(rows.map(toComment), page.page, page.page_size, await ctx.db.$count(comments, where));
}

/** Replies of a comment the caller may see, oldest first; undefined for an unknown (or hidden) comment. */
export async function commentReplies(ctx: ServerContext, commentId: number, page: Page, userId?: string) {
  if ((await ctx.db.$count(comments, and(eq(comments.id, commentId), visibleTo(userId)))) === 0) return undefined;
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const where = and(eq(comments.rootId, commentId), visibleTo(userId));
  const rows = await selectComments(ctx, userId).where(where).orderBy(asc(comments.createdAt), asc(comments.id)).limit(limit).offset(offset);
  return pagedOf<Comment>(rows.map(toComment), page.page, page.page_size, await ctx.db.$count(comments, where));
}

/** Images posted in a film's visible comments, newest first; undefined for an unknown film. */
export async function filmCommentImages(ctx: ServerContext, filmId: number, page: Page) {
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const where = and(eq(commentImages.filmId, filmId), shown);
  const rows = await ctx.db
    .select({ commentId: commentImages.commentId, path: commentImages.path })
    .from(commentImages)
    .innerJoin(comments, eq(comments.id, commentImages.commentId))
    .where(where)
    .orderBy(desc(commentImages.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0 && !(await filmExists(ctx, filmId))) return undefined;
  const [counted] = await ctx.db.select({ total: count() }).from(commentImages).innerJoin(comments, eq(comments.id, commentImages.commentId)).where(where);
  const total = counted?.total ?? 0;
  const items: CommentImage[] = rows.map((r) => ({ comment_id: r.commentId, url: mediaUrl(r.path) }));
  return pagedOf(items, page.page, page.page_size, total);
}

/** One comment with its film; undefined when unknown or hidden from the caller. */
export async function commentDetail(ctx: ServerContext, id: number, lang: Lang, userId?: string): Promise<CommentWithFilm | undefined> {
  const [row] = await selectCommentsWithFilm(ctx, userId, lang).where(and(eq(comments.id, id), visibleTo(userId)));
  return row ? toCommentWithFilm(row, lang) : undefined;
}

function hotKey(ctx: ServerContext, lang: Lang, page: Page, filmId: number | undefined) {
  const since = new Date(ctx.clock.now().getTime() - HOT_WINDOW_DAYS * 86_400_000);
  // The window start, to the minute, is part of the key: a cached page never outlives its window.
  return { since, key: `hot:${lang}:${filmId ?? '*'}:${page.page}:${page.page_size}:${Math.floor(since.getTime() / 60_000)}` };
}

function sharedHotComments(ctx: ServerContext, lang: Lang, page: Page, filmId?: number) {
  const { since, key } = hotKey(ctx, lang, page, filmId);
  return ctx.parts.hotComments.list(key, async () => {
    const { limit, offset } = pageWindow(page.page, page.page_size);
    const where = and(isNull(comments.parentId), gte(comments.createdAt, since), shown, filmId === undefined ? undefined : eq(comments.filmId, filmId));
    const order = [readerLanguageFirst(lang), desc(comments.hotScore), desc(comments.id)];
    // The page's ids first, from the comments table alone, then the joins for those rows only: joining before
    // the sort made PGlite join a month of comments with authors and films to keep twenty.
    const top = ctx.db
      .select({ id: comments.id })
      .from(comments)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as('top');
    const [rows, total] = await Promise.all([
      selectCommentsWithFilm(ctx, undefined, lang)
        .innerJoin(top, eq(top.id, comments.id))
        .orderBy(...order),
      ctx.db.$count(comments, where),
    ]);
    return pagedOf(
      rows.map((r) => toCommentWithFilm(r, lang)),
      page.page,
      page.page_size,
      total,
    );
  });
}

/**
 * Hot top-level comments of the last 30 days across films (or of one film), in the reader's language first, then
 * the others (each marked with its `lang`). Visible comments only. The shared page is cached.
 */
export async function hotComments(ctx: ServerContext, lang: Lang, page: Page, filmId?: number, userId?: string) {
  const shared = await sharedHotComments(ctx, lang, page, filmId);
  return { ...shared, items: await withMyLikes(ctx, shared.items, userId) };
}

/** The hot-comments answer for a visitor without a session, serialized once per cached page. */
export function anonymousHotCommentsAnswer(ctx: ServerContext, lang: Lang, page: Page, filmId?: number): Promise<string> {
  return ctx.parts.hotComments.list(`answer:${hotKey(ctx, lang, page, filmId).key}`, async () => okJsonText(await sharedHotComments(ctx, lang, page, filmId)));
}

/** The hottest top-level comments of the current UTC calendar month, reader's language first. The shared list is cached. */
export async function monthlyHotComments(ctx: ServerContext, lang: Lang, limit: number, userId?: string) {
  const now = ctx.clock.now();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const shared = await ctx.parts.hotComments.list(`monthly:${lang}:${limit}:${monthStart.getTime()}`, async () => {
    const rows = await selectCommentsWithFilm(ctx, undefined, lang)
      .where(and(isNull(comments.parentId), gte(comments.createdAt, monthStart), shown))
      .orderBy(readerLanguageFirst(lang), desc(comments.hotScore), desc(comments.id))
      .limit(limit);
    return rows.map((r) => toCommentWithFilm(r, lang));
  });
  return withMyLikes(ctx, shared, userId);
}

/** The member's own comments and replies, newest first, hidden ones included (marked `hidden`). */
export async function userComments(ctx: ServerContext, userId: string, lang: Lang, page: Page) {
  const { limit, offset } = pageWindow(page.page, page.page_size);
  const where = eq(comments.userId, userId);
  const rows = await selectCommentsWithFilm(ctx, userId, lang).where(where).orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset);
  return pagedOf(
    rows.map((r) => toCommentWithFilm(r, lang)),
    page.page,
    page.page_size,
    await ctx.db.$count(comments, where),
  );
}
