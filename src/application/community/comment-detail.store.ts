import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import { isApiError } from '../../domain/errors/api-error';
import { RemoteValue } from '../film/remote-value';
import { ListingsGateway } from '../browse/listings-gateway.port';

/** One comment with its replies; more replies load on request and are appended. */
@injectable()
export class CommentDetailStore {
  readonly comment = new RemoteValue<Comment>();
  replies: Comment[] = [];
  repliesTotal = 0;
  repliesStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  repliesErrorKey: string | null = null;
  private repliesPage = 0;
  private commentId: number | null = null;

  constructor(@inject(ListingsGateway) private readonly gateway: ListingsGateway) {
    makeAutoObservable<CommentDetailStore, 'gateway'>(this, { gateway: false, comment: false }, { autoBind: true });
  }

  /** Shows the comment `commentId` with its first replies. */
  show(commentId: number): void {
    if (this.commentId === commentId && this.comment.status !== 'error') return;
    this.commentId = commentId;
    this.replies = [];
    this.repliesTotal = 0;
    this.repliesPage = 0;
    void this.comment.load(() => this.gateway.comment(commentId));
    void this.loadMoreReplies();
  }

  /** True while more replies exist than are shown. */
  get hasMoreReplies(): boolean {
    return this.replies.length < this.repliesTotal;
  }

  /** Loads the next page of replies. */
  loadMoreReplies = flow(function* (this: CommentDetailStore) {
    const commentId = this.commentId;
    if (commentId === null || this.repliesStatus === 'loading') return;
    this.repliesStatus = 'loading';
    this.repliesErrorKey = null;
    try {
      const page: Awaited<ReturnType<ListingsGateway['replies']>> = yield this.gateway.replies(commentId, this.repliesPage + 1);
      if (commentId !== this.commentId) return;
      const known = new Set(this.replies.map((reply) => reply.id));
      this.replies.push(...page.items.filter((reply) => !known.has(reply.id)));
      this.repliesTotal = page.total;
      this.repliesPage = page.page;
      this.repliesStatus = 'ready';
    } catch (error) {
      if (commentId !== this.commentId) return;
      this.repliesStatus = 'error';
      this.repliesErrorKey = isApiError(error) ? error.msgKey : 'site-errors:generic';
    }
  });
}
