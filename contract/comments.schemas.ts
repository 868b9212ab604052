import * as v from 'valibot';
import { Count, FilmRef, Id, IsoDate, MediaUrl, Uuid } from './common.schemas';

/** The author of a comment as others see them (never their e-mail). */
export const CommentAuthor = v.object({
  id: Uuid,
  username: v.string(),
  avatar_path: v.nullable(v.string()),
});
export type CommentAuthor = v.InferOutput<typeof CommentAuthor>;

export const COMMENT_MAX = 1000;
export const COMMENT_IMAGES_MAX = 9;

/**
 * A comment or a reply (`parent_id` set). `liked_by_me` is false for an anonymous caller. `reply_to` names the
 * member a reply answers (null for top-level comments and direct replies).
 */
export const Comment = v.object({
  id: Id,
  film_id: Id,
  parent_id: v.nullable(Id),
  user: CommentAuthor,
  reply_to: v.nullable(CommentAuthor),
  content: v.string(),
  images: v.array(MediaUrl),
  like_count: Count,
  liked_by_me: v.boolean(),
  reply_count: Count,
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
