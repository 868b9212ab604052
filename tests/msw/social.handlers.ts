import type { HttpHandler } from 'msw';
import { calls } from '../../contract/all-calls';
import { filmCard, pagedOf } from './fixtures';
import { handlerFor, type HandlerOptions } from './handler-for';
import { comment, commentWithFilm, comments, favoriteFilm, playPermission, ratedFilm, reply, shareRecord, userInfo } from './social.fixtures';

const TOKEN = 'fake-session-token-0123456789abcdef';
const VISITOR = '00000000-0000-4000-8000-00000000abcd';
const UPLOAD_ID = '00000000-0000-4000-8000-0000000f11e5';

/** Fake answers of accounts, comments, the collection and growth calls. Any bearer token is member 1. */
export function social(options: HandlerOptions): HttpHandler[] {
  return [
    handlerFor(calls.register, () => ({ uuid: TOKEN }), options),
    handlerFor(calls.sendVerificationCode, () => ({ resend_after_seconds: 30 }), options),
    handlerFor(calls.getUser, () => userInfo(1), options),
    handlerFor(calls.login, () => ({ uuid: TOKEN }), options),
    handlerFor(calls.googleCallback, () => ({ uuid: TOKEN }), options),
    handlerFor(
      calls.updateUser,
      ({ body }) => userInfo(1, { ...(body.username ? { username: body.username } : {}), ...(body.avatar_path ? { avatar_path: body.avatar_path } : {}) }),
      options,
    ),
    handlerFor(calls.createVisitor, () => ({ uuid: VISITOR }), options),
    handlerFor(calls.logout, () => ({ signed_out: true as const }), options),
    handlerFor(calls.avatars, () => [1, 2, 3, 4].map((n) => `/media/avatars/${n}.png`), options),
    handlerFor(calls.favorite, ({ body }) => ({ film_id: body.film_id, favorited: true, favorite_count: 6 }), options),
    handlerFor(calls.unfavorite, ({ body }) => ({ film_id: body.film_id, favorited: false, favorite_count: 5 }), options),
    handlerFor(
      calls.publishRating,
      ({ body }) => ({
        film_id: body.film_id,
        my_rating: body.score,
        rating_avg: filmCard(body.film_id).rating_avg,
        rating_count: filmCard(body.film_id).rating_count + 1,
      }),
      options,
    ),
    handlerFor(
      calls.removeRating,
      ({ body }) => ({
        film_id: body.film_id,
        my_rating: null,
        rating_avg: filmCard(body.film_id).rating_avg,
        rating_count: filmCard(body.film_id).rating_count,
      }),
      options,
    ),
    handlerFor(calls.userFavoriteFilms, ({ query }) => pagedOf([favoriteFilm(1), favoriteFilm(2)], query.page, query.page_size, 2), options),
    handlerFor(calls.userRatedFilms, ({ query }) => pagedOf([ratedFilm(3, 5), ratedFilm(4, 2)], query.page, query.page_size, 2), options),
    handlerFor(
      calls.comments,
      ({ query }) => pagedOf(comments(Math.min(query.page_size, 5), (query.page - 1) * query.page_size + 1, query.film_id), query.page, query.page_size, 12),
      options,
    ),
    handlerFor(calls.secondLevelComments, ({ query }) => pagedOf([reply(1000 + query.comment_id, query.comment_id)], query.page, query.page_size, 1), options),
    handlerFor(
      calls.commentImages,
      ({ query }) => pagedOf([{ comment_id: 1, url: `/media/comments/${query.film_id}-1.webp` }], query.page, query.page_size, 1),
      options,
    ),
    handlerFor(calls.commentDetail, ({ params }) => commentWithFilm(params.id), options),
    handlerFor(
      calls.moreHotComments,
      ({ query }) =>
        pagedOf(
          Array.from({ length: 5 }, (_, i) => commentWithFilm((query.page - 1) * query.page_size + i + 1)),
          query.page,
          query.page_size,
          30,
        ),
      options,
    ),
    handlerFor(calls.monthlyHot, ({ query }) => Array.from({ length: Math.min(query.limit, 5) }, (_, i) => commentWithFilm(i + 1)), options),
    handlerFor(calls.userComments, ({ query }) => pagedOf([commentWithFilm(7)], query.page, query.page_size, 1), options),
    handlerFor(calls.likeComment, ({ body }) => ({ comment_id: body.comment_id, liked: true, like_count: comment(body.comment_id).like_count + 1 }), options),
    handlerFor(calls.unlikeComment, ({ body }) => ({ comment_id: body.comment_id, liked: false, like_count: comment(body.comment_id).like_count }), options),
    handlerFor(
      calls.publishComment,
      ({ body }) =>
        comment(500, {
          film_id: body.film_id,
          content: body.content,
          images: body.image_urls,
          photos: body.image_urls.map((url) => ({ url, thumbnail_url: url, width: 1200, height: 900 })),
          user: { id: userInfo(1).id, username: 'viewer1', avatar_path: null },
          like_count: 0,
          reply_count: 0,
        }),
      options,
    ),
    handlerFor(calls.publishReply, ({ body }) => reply(501, body.comment_id, { content: body.content, like_count: 0 }), options),
    handlerFor(
      calls.uploadCommentImage,
      () => ({ id: UPLOAD_ID, url: `/media/uploads/${UPLOAD_ID}.webp`, thumbnail_url: `/media/uploads/${UPLOAD_ID}.thumb.webp`, width: 1200, height: 900 }),
      options,
    ),
    handlerFor(calls.reportComment, ({ body }) => ({ comment_id: body.comment_id, reported: true as const }), options),
    // A line report is filed pending; the fake numbers it by its moment.
    handlerFor(
      calls.reportSubtitleLine,
      ({ body }) => ({ id: Math.floor(body.at * 1000) + 1, status: 'pending' as const, created_at: '2026-01-01T00:00:00.000Z' }),
      options,
    ),
    handlerFor(calls.playPermission, ({ params, query }) => playPermission(params.film_id, query.episode_num), options),
    handlerFor(calls.share, ({ params }) => shareRecord(params.film_id), options),
    handlerFor(calls.shareVisit, () => ({ counted: true, reason: 'counted' as const, visits_so_far: 1, visits_needed: 3 }), options),
    handlerFor(calls.shortUrl, () => 'https://dramas.example/s/abc123', options),
    handlerFor(
      calls.createFeedback,
      ({ body }) =>
        body.apply_permission
          ? { id: 2, kind: 'application' as const, status: 'approved' as const }
          : { id: 1, kind: 'feedback' as const, status: 'received' as const },
      options,
    ),
  ];
}
