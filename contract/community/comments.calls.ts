import * as v from 'valibot';
import { defineCall } from '../call';
import {
  Comment,
  COMMENT_IMAGES_MAX,
  COMMENT_MAX,
  COMMENT_REPORT_REASONS,
  CommentImage,
  CommentWithFilm,
  LikeState,
  ReportState,
  UploadedImage,
} from './comments.schemas';
import { Id, MediaUrl, Text } from '../common.schemas';
import { paged, PageQuery } from '../envelope';
import { boundedInt, choice, IdParam } from '../query.schemas';

/* Comments, replies, likes and the hot-comment pages. `liked_by_me` needs a bearer token, hence auth optional. */

// The browse screens' reads live in comment-reads.calls.ts (the app's first chunk holds only them).
export { commentDetail, moreHotComments, secondLevelComments } from './comment-reads.calls';

export const COMMENT_SORTS = ['hot', 'new'] as const;
/** Empty (or blank) text is `validation.content`; text over COMMENT_MAX characters is `comment.too_long`. */
const Content = v.pipe(Text, v.trim(), v.minLength(1, 'validation.content'), v.maxLength(COMMENT_MAX, 'comment.too_long'));
const CommentIdBody = v.object({ comment_id: Id });

/** Top-level comments of a drama; `hot` orders by likes then replies, `new` by time. */
export const comments = defineCall({
  id: 'comments',
  method: 'GET',
  path: '/api/films/comments',
  summary: 'Comments of a drama, paged',
  tag: 'community',
  auth: 'optional',
  query: v.object({ film_id: IdParam, sort: choice(COMMENT_SORTS, 'hot'), ...PageQuery }),
  data: paged(Comment),
});

export const commentImages = defineCall({
  id: 'commentImages',
  method: 'GET',
  path: '/api/films/comment-images',
  summary: "Images posted in a drama's comments, newest first, paged",
  tag: 'community',
  auth: 'none',
  query: v.object({ film_id: IdParam, ...PageQuery }),
  data: paged(CommentImage),
});

/** The most liked comments of the current calendar month (UTC), for the home page. */
export const monthlyHot = defineCall({
  id: 'monthlyHot',
  method: 'GET',
  path: '/api/comments/monthly-hot',
  summary: 'The hot comments of this month',
  tag: 'community',
  auth: 'optional',
  query: v.object({ limit: boundedInt(1, 50, 10) }),
  data: v.array(CommentWithFilm),
});

export const userComments = defineCall({
  id: 'userComments',
  method: 'GET',
  path: '/api/films/user-comments',
  summary: "The member's own comments and replies, newest first, paged",
  tag: 'community',
  auth: 'required',
  query: v.object({ ...PageQuery }),
  data: paged(CommentWithFilm),
});

export const likeComment = defineCall({
  id: 'likeComment',
  method: 'POST',
  path: '/api/films/like-comment',
  summary: 'Like a comment (idempotent)',
  tag: 'community',
  auth: 'required',
  body: CommentIdBody,
  data: LikeState,
});

export const unlikeComment = defineCall({
  id: 'unlikeComment',
  method: 'POST',
  path: '/api/films/unlike-comment',
  summary: 'Withdraw a like (idempotent)',
  tag: 'community',
  auth: 'required',
  body: CommentIdBody,
  data: LikeState,
});

/**
 * `image_urls`: the caller's own uploads (upload-comment-image) or pictures of the site's catalog media (paths under
 * /media/, or absolute on PUBLIC_ORIGIN), at most 9; other links are validation.image_urls, an upload that is not the
 * caller's own unused one comment.image_not_found. A double submit (the same member, target and text within
 * DUPLICATE_WINDOW_SECONDS) answers the comment already posted instead of posting it twice.
 */
export const publishComment = defineCall({
  id: 'publishComment',
  method: 'POST',
  path: '/api/films/publish-comment',
  summary: 'Comment on a drama',
  tag: 'community',
  auth: 'required',
  body: v.object({
    film_id: Id,
    content: Content,
    image_urls: v.optional(v.pipe(v.array(MediaUrl), v.maxLength(COMMENT_IMAGES_MAX, 'validation.image_urls')), []),
  }),
  data: Comment,
});

/** Replying to a reply keeps the thread flat: the new reply's parent is the top-level comment, `reply_to` the author. */
export const publishReply = defineCall({
  id: 'publishReply',
  method: 'POST',
  path: '/api/films/publish-reply',
  summary: 'Reply to a comment',
  tag: 'community',
  auth: 'required',
  body: v.object({ comment_id: Id, content: Content }),
  data: Comment,
});

/** Seconds within which the same member posting the same text to the same place counts as one submission. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/**
 * A photo for a comment (added: not in the spec). multipart/form-data with one part `file`, at most
 * UPLOAD_MAX_BYTES (upload.too_large). The type is read from the bytes: JPEG, PNG, WebP or GIF (first frame),
 * else upload.unsupported_type; a damaged file is upload.unreadable. Nothing is kept of a refused file.
 */
export const uploadCommentImage = defineCall({
  id: 'uploadCommentImage',
  method: 'POST',
  path: '/api/films/upload-comment-image',
  summary: 'Upload a photo for a comment (added: not in the spec)',
  tag: 'community',
  auth: 'required',
  bodyType: 'multipart',
  body: v.object({ file: v.file('validation.file') }),
  data: UploadedImage,
});

/**
 * Reports a comment (added: not in the spec); once per member and comment, repeating changes nothing. Reporting
 * one's own comment is report.own_comment. At COMMENT_REPORT_THRESHOLD distinct reports the comment is hidden
 * from everyone but its author until an operator decides.
 */
export const reportComment = defineCall({
  id: 'reportComment',
  method: 'POST',
  path: '/api/films/report-comment',
  summary: 'Report a comment (added: not in the spec)',
  tag: 'community',
  auth: 'required',
  body: v.object({ comment_id: Id, reason: v.picklist(COMMENT_REPORT_REASONS) }),
  data: ReportState,
});
