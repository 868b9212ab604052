import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Comment, CommentWithFilm } from '../../../contract/comments.schemas';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { commentLikes, comments } from '../../db/schema/engagement';
import { users } from '../../db/schema/users';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { mediaUrl, posterUrl } from '../catalog/media-url';

const author = alias(users, 'author');
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
    images: sql<string[]>`(select coalesce(json_agg(ci.path order by ci.position, ci.id), '[]'::json)
      from comment_images ci where ci.comment_id = ${comments.id})`,
    liked: userId
      ? sql<boolean>`exists (select 1 from ${commentLikes} where ${and(eq(commentLikes.commentId, comments.id), eq(commentLikes.userId, userId))})`
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
    images: r.images.map(mediaUrl),
    like_count: r.likeCount,
    liked_by_me: Boolean(r.liked),
    reply_count: r.replyCount,
    created_at: r.createdAt.toISOString(),
  };
}

/** A comment row with its film. */
export function toCommentWithFilm(r: RowWithFilm, lang: Lang): CommentWithFilm {
  return { ...toComment(r), film: { id: r.filmId, title: r.filmTitle, poster_url: posterUrl(r.filmPoster, lang) } };
}
