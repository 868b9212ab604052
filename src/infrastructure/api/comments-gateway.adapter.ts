import { inject, injectable } from 'inversify';
import * as calls from '../../../contract/community/comments.calls';
import { COMMENT_IMAGES_MAX, COMMENT_MAX } from '../../../contract/community/comments.schemas';
import type { CommentPhoto, CommentPost, CommentSort, CommentsGateway, UploadedPhoto } from '../../application/community/comments-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { ReportReason } from '../../domain/community/comment-draft.rules';
import { toComment, toPaged } from './wire.mappers';

const pageSize = '20';
/** Photos from a phone on a slow line take longer than the usual 15 s. */
const uploadTimeoutMs = 120_000;

/**
 * CommentsGateway over the HTTP ApiClient. Posting, reporting and uploading are silent: the composer and the
 * report form show their own messages beside the field instead of a toast.
 */
@injectable()
export class ApiCommentsGateway implements CommentsGateway {
  readonly limits = { textLength: COMMENT_MAX, photos: COMMENT_IMAGES_MAX };

  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async comments(filmId: number, sort: CommentSort, page: number): Promise<Paged<Comment>> {
    return toPaged(await this.api.call(calls.comments, { query: { film_id: filmId, sort, page: String(page), page_size: pageSize } }), toComment);
  }

  async photos(filmId: number, page: number): Promise<Paged<CommentPhoto>> {
    const data = await this.api.call(calls.commentImages, { query: { film_id: filmId, page: String(page), page_size: '12' } });
    return toPaged(data, (image) => ({ commentId: image.comment_id, url: image.url }));
  }

  async replies(commentId: number, page: number): Promise<Paged<Comment>> {
    return toPaged(await this.api.call(calls.secondLevelComments, { query: { comment_id: commentId, page: String(page), page_size: pageSize } }), toComment);
  }

  async mine(page: number): Promise<Paged<Comment>> {
    return toPaged(await this.api.call(calls.userComments, { query: { page: String(page), page_size: pageSize } }), toComment);
  }

  /** A double submit gets the comment already posted (server rule), so a retry after a lost answer is safe. */
  async post(post: CommentPost): Promise<Comment> {
    const data =
      post.kind === 'comment'
        ? await this.api.call(calls.publishComment, { body: { film_id: post.filmId, content: post.text, image_urls: [...post.photoUrls] } }, { silent: true })
        : await this.api.call(calls.publishReply, { body: { comment_id: post.commentId, content: post.text } }, { silent: true });
    return toComment(data);
  }

  async setLiked(commentId: number, liked: boolean): Promise<{ liked: boolean; likes: number }> {
    const data = await this.api.call(liked ? calls.likeComment : calls.unlikeComment, { body: { comment_id: commentId } }, { silent: true });
    return { liked: data.liked, likes: data.like_count };
  }

  async report(commentId: number, reason: ReportReason): Promise<void> {
    await this.api.call(calls.reportComment, { body: { comment_id: commentId, reason } }, { silent: true });
  }

  async uploadPhoto(file: Blob, fileName: string): Promise<UploadedPhoto> {
    const named = file instanceof File ? file : new File([file], fileName, { type: file.type });
    const data = await this.api.call(calls.uploadCommentImage, { body: { file: named } }, { silent: true, timeoutMs: uploadTimeoutMs });
    return { url: data.url, thumbnailUrl: data.thumbnail_url };
  }
}
