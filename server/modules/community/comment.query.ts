import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Comment, CommentWithFilm } from '../../../contract/community/comments.schemas';
import type { Lang } from '../../../contract/common.schemas';
import { LANGUAGES } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { commentLikes, commentReports, comments } from '../../db/schema/engagement';
import { users } from '../../db/schema/users';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { mediaUrl, posterUrl } from '../../media-store/media-url';

const author = alias(users, 'author');
type StoredPhoto = { path: string; thumb: string | null; width: number; height: number };

/**
 * The comments a caller may see: visible ones, plus their own whatever their state (a hidden comment stays
 * readable to its author, marked `hidden`, until an operator decides).
 */
export function visibleTo(userId: string | undefined): SQL {
  const visible = eq(comments.state, 'visible');
  return userId ? or(visible, eq(comments.userId, userId))! : visible;
}

/** Comments in the reader's language first (then the others), as an ORDER BY term. */
export function readerLanguageFirst(lang: Lang): SQL {
  return sql`(${comments.lang} <> ${lang})`;
}

const isLang = (value: string): value is Lang => (LANGUAGES as readonly string[]).includes(value);
const replyTo = alias(users, 'reply_to');

function columns(userId: string | undefined) {
  return {
    id: comments.id,
    filmId: comments.filmId,
    parentId: comments.parentId,
    content: comments.content,
    likeCount: comments.likeCount,
    replyCount: comments.replyCount,
    createdAt: comments.createdAt,
    authorId: author.id,
    authorName: author.username,
    authorAvatar: author.avatarPath,
    replyToId: replyTo.id,
    replyToName: replyTo.username,
    replyToAvatar: replyTo.avatarPath,
    lang: comments.lang,
    state: comments.state,
    images: sql<StoredPhoto[]>`(select coalesce(json_agg(json_build_object('path', ci.path, 'thumb', ci.thumbnail_path,
      'width', ci.width, 'height', ci.height) order by ci.position, ci.id), '[]'::json)
      from comment_images ci where ci.comment_id = ${comments.id})`,
    liked: userId
      ? sql<boolean>`exists (select 1 from ${commentLikes} where ${and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, userId))})`
      : sql<boolean>`false`,
    reported: userId
      ? sql<boolean>`exists (select 1 from ${commentReports} where ${and(eq(commentReports.commentId, comments.id), eq(commentReports.userId, userId))})`
      : sql<boolean>`false`,
  };
}

/**
 * Comments with author, reply target, images and the caller's like, as one query. Add `where`, `orderBy`,
 * `limit` to taste; totals are counted apart, on the comments table alone, so the joins run only for one page.
 */
export function selectComments(ctx: ServerContext, userId: string | undefined) {
  return ctx.db
    .select(columns(userId))
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId))
    .$dynamic();
}

/** Like selectComments, with the film each comment belongs to (title in `lang`). */
export function selectCommentsWithFilm(ctx: ServerContext, userId: string | undefined, lang: Lang) {
  const j = filmTextJoins(lang);
  return ctx.db
    .select({ ...columns(userId), filmTitle: localizedTitle, filmPoster: films.posterPath })
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .leftJoin(replyTo, eq(replyTo.id, comments.replyToUserId))
    .innerJoin(films, eq(films.id, comments.filmId))
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];
type RowWithFilm = Row & { filmTitle: string; filmPoster: string };

/** A comment row as the contract shows it (the author's e-mail is never selected). */
export function toComment(r: Row): Comment {
  return {
    id: r.id,
    film_id: r.filmId,
    parent_id: r.parentId,
    user: { id: r.authorId, username: r.authorName, avatar_path: r.authorAvatar },
    reply_to: r.replyToId ? { id: r.replyToId, username: r.replyToName ?? '', avatar_path: r.replyToAvatar } : null,
    content: r.content,
    images: r.images.map((p) => mediaUrl(p.path)),
    photos: r.images.map((p) => ({
      url: mediaUrl(p.path),
      thumbnail_url: mediaUrl(p.thumb ?? p.path),
      width: Math.max(1, p.width),
      height: Math.max(1, p.height),
    })),
    lang: isLang(r.lang) ? r.lang : 'en',
    like_count: r.likeCount,
    liked_by_me: Boolean(r.liked),
    reply_count: r.replyCount,
    hidden: r.state !== 'visible',
    reported_by_me: Boolean(r.reported),
    created_at: r.createdAt.toISOString(),
  };
}

/** A comment row with its film. */
export function toCommentWithFilm(r: RowWithFilm, lang: Lang): CommentWithFilm {
  return { ...toComment(r), film: { id: r.filmId, title: r.filmTitle, poster_url: posterUrl(r.filmPoster, lang) } };
}
