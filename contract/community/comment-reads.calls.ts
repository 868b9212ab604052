import * as v from 'valibot';
import { defineCall } from '../call';
import { Comment, CommentWithFilm } from './comments.schemas';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';

/*
 * The comment reads of the browse screens (hot comments, a comment with its replies), apart from comments.calls.ts
 * (which re-exports them): a bundle splits by file, and the app's first chunk then holds only these.
 */

/** Oldest first, so a conversation reads in order. */
export const secondLevelComments = defineCall({
  id: 'secondLevelComments',
  method: 'GET',
  path: '/api/films/second-level-comments',
  summary: 'Replies to a comment, paged',
  tag: 'community',
  auth: 'optional',
  query: v.object({ comment_id: IdParam, ...PageQuery }),
  data: paged(Comment),
});

/** Unknown ids answer comment.not_found. */
export const commentDetail = defineCall({
  id: 'commentDetail',
  method: 'GET',
  path: '/api/films/comment-detail/:id',
  summary: 'One comment with its drama (replies through second-level-comments)',
  tag: 'community',
  auth: 'optional',
  params: v.object({ id: IdParam }),
  data: CommentWithFilm,
});

/** The hot comments page `/short-play/comments/hot/{_page}.html`: all dramas, most liked of the last 30 days. */
export const moreHotComments = defineCall({
  id: 'moreHotComments',
  method: 'GET',
  path: '/api/films/more-hot-comments',
  summary: 'Hot comments across dramas, paged',
  tag: 'community',
  auth: 'optional',
  query: v.object({ film_id: v.optional(IdParam), ...PageQuery }),
  data: paged(CommentWithFilm),
});
