import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import { toggledLike, type ReportReason } from '../../domain/community/comment-draft.rules';
import { isApiError } from '../../domain/errors/api-error';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from '../account/session.store';
import { CommentsGateway } from './comments-gateway.port';
import { CommunityPendingMemory, type CommunityIntent } from './community-pending.memory';

/** A comment's like as the reader sees it. */
export interface LikeView {
  readonly liked: boolean;
  readonly likes: number;
}

type LikeOrReport = Extract<CommunityIntent, { type: 'like' | 'report' }>;

/**
 * Likes (shown at once, rolled back with a message when the call fails) and reports (a reason, then sent once).
 * A visitor is asked to sign in; the like is made, or the report form opens again, after the reload.
 */
@injectable()
export class CommentActionsStore {
  private readonly likes = observable.map<number, LikeView>();
  private readonly liking = observable.set<number>();
  /** The comment being reported (the report dialog is open), with the chosen reason. */
  reporting: number | null = null;
  reason: ReportReason | null = null;
  sendingReport = false;
  reportErrorKey: string | null = null;
  private readonly reported = observable.set<number>();

  constructor(
    @inject(CommentsGateway) private readonly gateway: CommentsGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CommunityPendingMemory) private readonly pending: CommunityPendingMemory,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'pending' | 'toaster' | 'logger'>(
      this,
      { gateway: false, session: false, pending: false, toaster: false, logger: false, likeOf: false, wasReported: false },
      { autoBind: true },
    );
  }

  /** The like to show: the loaded one, with this page's changes on top. */
  likeOf(comment: Pick<Comment, 'id' | 'likes' | 'likedByMe'>): LikeView {
    return this.likes.get(comment.id) ?? { liked: comment.likedByMe, likes: comment.likes };
  }

  wasReported(commentId: number): boolean {
    return this.reported.has(commentId);
  }

  /** Likes or unlikes at once; a failure puts the like back and says so. A second tap while sending is ignored. */
  async toggleLike(comment: Pick<Comment, 'id' | 'likes' | 'likedByMe'>): Promise<void> {
    if (this.askToSignIn({ type: 'like', commentId: comment.id })) return;
    if (this.liking.has(comment.id)) return;
    const before = this.likes.get(comment.id);
    const wanted = toggledLike(this.likeOf(comment));
    this.likes.set(comment.id, wanted);
    this.liking.add(comment.id);
    try {
      const confirmed = await this.gateway.setLiked(comment.id, wanted.liked);
      runInAction(() => this.likes.set(comment.id, confirmed));
    } catch (error) {
      this.logger.warn(`Like of comment ${comment.id} failed`, error);
      runInAction(() => {
        if (before === undefined) this.likes.delete(comment.id);
        else this.likes.set(comment.id, before);
      });
      this.toaster.show(isApiError(error) && error.kind !== 'network' ? error.msgKey : 'community:community.likeFailed');
    } finally {
      runInAction(() => this.liking.delete(comment.id));
    }
  }

  /** Opens the report form for a comment. */
  openReport(commentId: number): void {
    if (this.askToSignIn({ type: 'report', commentId })) return;
    this.reporting = commentId;
    this.reason = null;
    this.reportErrorKey = null;
  }

  closeReport(): void {
    this.reporting = null;
    this.reason = null;
    this.reportErrorKey = null;
  }

  chooseReason(reason: ReportReason): void {
    this.reason = reason;
    this.reportErrorKey = null;
  }

  /** Sends the report once a reason is chosen. */
  async sendReport(): Promise<void> {
    const commentId = this.reporting;
    const reason = this.reason;
    if (commentId === null || this.sendingReport) return;
    if (reason === null) {
      this.reportErrorKey = 'community:community.report.chooseReason';
      return;
    }
    this.sendingReport = true;
    try {
      await this.gateway.report(commentId, reason);
      runInAction(() => {
        this.reported.add(commentId);
        this.closeReport();
      });
      this.toaster.show('community:community.report.sent');
    } catch (error) {
      this.logger.warn(`Report of comment ${commentId} failed`, error);
      runInAction(() => (this.reportErrorKey = isApiError(error) ? error.msgKey : 'site-errors:generic'));
    } finally {
      runInAction(() => (this.sendingReport = false));
    }
  }

  /** After signing in (the page reloaded), makes the like or reopens the report the visitor asked for. */
  async resumePending(): Promise<void> {
    if (!this.session.signedIn) return;
    const intent = this.pending.take((candidate): candidate is LikeOrReport => candidate.type === 'like' || candidate.type === 'report');
    if (intent === null) return;
    if (intent.type === 'report') {
      this.openReport(intent.commentId);
      return;
    }
    try {
      const confirmed = await this.gateway.setLiked(intent.commentId, true);
      runInAction(() => this.likes.set(intent.commentId, confirmed));
    } catch (error) {
      this.logger.warn(`Like of comment ${intent.commentId} failed`, error);
      this.toaster.show('community:community.likeFailed');
    }
  }

  private askToSignIn(intent: LikeOrReport): boolean {
    if (this.session.signedIn) return false;
    this.pending.remember(intent);
    this.session.openLogin();
    return true;
  }
}
