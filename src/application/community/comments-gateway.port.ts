import type { ServiceIdentifier } from 'inversify';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { DraftLimits, ReportReason } from '../../domain/community/comment-draft.rules';

/** `hot`: most liked first; `new`: newest first. */
export type CommentSort = 'hot' | 'new';

/** One photo of a drama's comments (the strip above the comments). */
export interface CommentPhoto {
  readonly commentId: number;
  readonly url: string;
}

/** A photo the member uploaded for a comment, not yet posted. */
export interface UploadedPhoto {
  readonly url: string;
  readonly thumbnailUrl: string;
}

/** What a new comment or reply carries. The server answers a repeated send of the same text with the first comment. */
export type CommentPost =
  | { readonly kind: 'comment'; readonly filmId: number; readonly text: string; readonly photoUrls: readonly string[] }
  | { readonly kind: 'reply'; readonly commentId: number; readonly text: string };

/** Reading and writing comments; every method rejects with an ApiError on failure. */
export interface CommentsGateway {
  /** The contract's length and photo limits. */
  readonly limits: DraftLimits;
  comments(filmId: number, sort: CommentSort, page: number): Promise<Paged<Comment>>;
  photos(filmId: number, page: number): Promise<Paged<CommentPhoto>>;
  replies(commentId: number, page: number): Promise<Paged<Comment>>;
  /** The signed-in member's comments and replies, newest first. */
  mine(page: number): Promise<Paged<Comment>>;
  post(post: CommentPost): Promise<Comment>;
  setLiked(commentId: number, liked: boolean): Promise<{ liked: boolean; likes: number }>;
  report(commentId: number, reason: ReportReason): Promise<void>;
  /** Uploads one photo; the server checks, re-encodes and strips it. */
  uploadPhoto(file: Blob, fileName: string): Promise<UploadedPhoto>;
}
export const CommentsGateway = Symbol.for('CommentsGateway') as ServiceIdentifier<CommentsGateway>;
