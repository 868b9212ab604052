import * as v from 'valibot';
import { Count, FilmRef, Id, IsoDate, Lang, MediaUrl, Uuid } from '../common.schemas';

/** The author of a comment as others see them (never their e-mail). */
export const CommentAuthor = v.object({
  id: Uuid,
  username: v.string(),
  avatar_path: v.nullable(v.string()),
});
export type CommentAuthor = v.InferOutput<typeof CommentAuthor>;

export const COMMENT_MAX = 1000;
export const COMMENT_IMAGES_MAX = 9;

/** Why a member reports a comment. */
export const COMMENT_REPORT_REASONS = ['spam', 'abuse', 'spoiler', 'other'] as const;
export type CommentReportReason = (typeof COMMENT_REPORT_REASONS)[number];

const Pixels = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A photo of a comment: the full-size image, a small thumbnail for lists, and its size to reserve space. */
export const CommentPhoto = v.object({
  url: MediaUrl,
  thumbnail_url: MediaUrl,
  width: Pixels,
  height: Pixels,
});
export type CommentPhoto = v.InferOutput<typeof CommentPhoto>;

/**
 * A comment or a reply (`parent_id` set). `liked_by_me` is false for an anonymous caller. `reply_to` names the
 * member a reply answers (null for top-level comments and direct replies). `images` are the full-size links of
 * `photos` (same order). `lang` is the language the comment was written in (the page's language when posted).
 * `hidden`: hidden by reports or an operator; only its author still receives it, everyone else never does.
 */
export const Comment = v.object({
  id: Id,
  film_id: Id,
  parent_id: v.nullable(Id),
  user: CommentAuthor,
  reply_to: v.nullable(CommentAuthor),
  content: v.string(),
  images: v.array(MediaUrl),
  photos: v.array(CommentPhoto),
  lang: Lang,
  like_count: Count,
  liked_by_me: v.boolean(),
  reply_count: Count,
  hidden: v.boolean(),
  reported_by_me: v.boolean(),
  created_at: IsoDate,
});
export type Comment = v.InferOutput<typeof Comment>;

/** A comment shown away from its film (hot comments, the member's comments, comment detail). */
export const CommentWithFilm = v.object({
  ...Comment.entries,
  film: FilmRef,
});
export type CommentWithFilm = v.InferOutput<typeof CommentWithFilm>;

/** One image of a film's comments (the comment-images strip). */
export const CommentImage = v.object({
  comment_id: Id,
  url: MediaUrl,
});
export type CommentImage = v.InferOutput<typeof CommentImage>;

/** The state after liking or unliking. */
export const LikeState = v.object({
  comment_id: Id,
  liked: v.boolean(),
  like_count: Count,
});
export type LikeState = v.InferOutput<typeof LikeState>;

/** The state after reporting a comment (reporting again changes nothing). */
export const ReportState = v.object({
  comment_id: Id,
  reported: v.literal(true),
});
export type ReportState = v.InferOutput<typeof ReportState>;

/** Photo uploads: what the server accepts (checked from the bytes, not the name or the declared type). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * An uploaded photo, re-encoded (metadata stripped, at most 2048 px on its long side) with a thumbnail. Pass
 * `url` in publish-comment's `image_urls` within a day, or the upload is removed.
 */
export const UploadedImage = v.object({
  id: Uuid,
  ...CommentPhoto.entries,
});
export type UploadedImage = v.InferOutput<typeof UploadedImage>;
