import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import { photoFileProblem } from '../../domain/community/photo-file.rules';
import { draftProblem, photosLeft, postableText, type DraftPhotoState, type DraftProblem } from '../../domain/community/comment-draft.rules';
import { isApiError } from '../../domain/errors/api-error';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from '../account/session.store';
import { CommentsGateway } from './comments-gateway.port';
import { CommunityPendingMemory, type CommunityIntent, type DraftTarget } from './community-pending.memory';

/** One photo of the draft: uploading, ready (with its link on the site) or refused with a message key. */
export interface DraftPhoto {
  readonly id: number;
  readonly name: string;
  state: DraftPhotoState;
  url: string | null;
  thumbnailUrl: string | null;
  errorKey: string | null;
}

/** The message key of what stops a draft. */
const problemKey = (problem: DraftProblem | null) => (problem === null ? null : `community:community.problem.${problem}`);

const sameTarget = (a: DraftTarget, b: DraftTarget) =>
  a.kind === 'comment' ? b.kind === 'comment' && a.filmId === b.filmId : b.kind === 'reply' && a.commentId === b.commentId;

/**
 * The comment box: the draft's text and photos, replying to a comment or a reply, and sending once. A visitor who
 * is not signed in is asked to sign in; the draft's text is kept across the reload and sent after it.
 */
@injectable()
export class CommentComposerStore {
  /** The drama commented on by default; `target` becomes a reply while the reader answers someone. */
  private home: DraftTarget | null = null;
  target: DraftTarget | null = null;
  text = '';
  photos: DraftPhoto[] = [];
  sending = false;
  /** Message key of what stops the draft (too long, a limit reached), shown beside the box. */
  errorKey: string | null = null;
  /** Comments and replies posted from this page, newest first, shown before the server's lists catch up. */
  posted: Comment[] = [];
  private nextPhotoId = 1;

  constructor(
    @inject(CommentsGateway) private readonly gateway: CommentsGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CommunityPendingMemory) private readonly pending: CommunityPendingMemory,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'pending' | 'toaster' | 'logger'>(
      this,
      { gateway: false, session: false, pending: false, toaster: false, logger: false, repliesPostedTo: false },
      { autoBind: true },
    );
  }

  get limits() {
    return this.gateway.limits;
  }

  /** Photos go with comments only; replies are text. */
  get acceptsPhotos(): boolean {
    return this.target?.kind === 'comment';
  }

  get photosLeft(): number {
    return this.acceptsPhotos ? photosLeft(this.photos.length, this.limits) : 0;
  }

  get problem(): DraftProblem | null {
    return draftProblem(this.text, this.acceptsPhotos ? this.photos.map((photo) => photo.state) : [], this.limits);
  }

  /** Post is offered while the draft has something to post and nothing is being sent. */
  get canPost(): boolean {
    return !this.sending && this.problem !== 'empty';
  }

  /** Characters the text may still grow by (negative when over). */
  get charactersLeft(): number {
    return this.limits.textLength - postableText(this.text).length;
  }

  get replyingTo(): Extract<DraftTarget, { kind: 'reply' }> | null {
    return this.target?.kind === 'reply' ? this.target : null;
  }

  /** Sets the box up for a page: a drama's comments or one comment's thread; a draft kept from sign-in comes back. */
  attach(target: DraftTarget): void {
    if (this.home === null || !sameTarget(this.home, target)) {
      this.home = target;
      this.target = target;
      this.reset();
      this.posted = [];
    }
    const kept = this.pending.take((intent): intent is Extract<CommunityIntent, { type: 'post' }> => intent.type === 'post' && this.belongsHere(intent.target));
    if (kept === null) return;
    this.target = kept.target;
    this.text = kept.text;
    if (this.session.signedIn) void this.submit();
  }

  /** Answers a comment or a reply; the thread stays flat, the answer names the member answered. */
  replyTo(commentId: number, replyTo: string | null): void {
    this.target = { kind: 'reply', commentId, replyTo };
    this.errorKey = null;
  }

  /** Back to commenting on the page's own subject. */
  cancelReply(): void {
    this.target = this.home;
    this.errorKey = null;
  }

  setText(text: string): void {
    this.text = text;
    // A message stays while its reason does (the text still too long, still blank); an edit ends any other.
    const problem = this.problem;
    if (this.errorKey !== null && problem !== 'tooLong' && this.errorKey !== problemKey(problem)) this.errorKey = null;
  }

  /** Whether the photo picker may open; a visitor is asked to sign in first (uploads need a member), keeping the text. */
  mayPickPhotos(): boolean {
    return this.acceptsPhotos && this.photosLeft > 0 && !this.askToSignIn();
  }

  /** Uploads the chosen photos at once (up to the limit); a visitor is asked to sign in first, keeping the text. */
  addPhotos(files: readonly { readonly blob: Blob; readonly name: string }[]): void {
    if (!this.acceptsPhotos || files.length === 0) return;
    if (this.askToSignIn()) return;
    const room = this.photosLeft;
    if (files.length > room) this.errorKey = 'community:community.problem.tooManyPhotos';
    for (const file of files.slice(0, room)) void this.upload(file.blob, file.name);
  }

  removePhoto(id: number): void {
    this.photos = this.photos.filter((photo) => photo.id !== id);
  }

  /**
   * Sends the draft once; a second press while sending does nothing. A draft that cannot be sent (blank text sent
   * anyway, e.g. from the keyboard, text over the limit, photos not ready) says why beside the box and is kept.
   */
  async submit(): Promise<void> {
    const target = this.target;
    const problem = this.problem;
    if (target === null || this.sending) return;
    if (problem !== null) {
      this.errorKey = problemKey(problem);
      return;
    }
    if (this.askToSignIn()) return;
    this.sending = true;
    this.errorKey = null;
    const text = postableText(this.text);
    try {
      const comment = await this.gateway.post(
        target.kind === 'comment'
          ? { kind: 'comment', filmId: target.filmId, text, photoUrls: this.photos.map((photo) => photo.url ?? '') }
          : { kind: 'reply', commentId: target.commentId, text },
      );
      runInAction(() => {
        this.posted = [comment, ...this.posted.filter((known) => known.id !== comment.id)];
        this.reset();
        this.target = this.home;
      });
      this.toaster.show(target.kind === 'comment' ? 'community:community.posted' : 'community:community.replied');
    } catch (error) {
      this.logger.warn('Posting a comment failed', error);
      runInAction(() => {
        // A session that ended meanwhile: the login modal is open, the text waits for the sign-in.
        if (isApiError(error) && error.kind === 'unauthorized') this.pending.remember({ type: 'post', target, text: this.text });
        this.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic';
      });
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Replies posted from this page to the comment `commentId`, oldest first like the thread. */
  repliesPostedTo(commentId: number): Comment[] {
    return this.posted.filter((comment) => comment.parentId === commentId).reverse();
  }

  private belongsHere(target: DraftTarget): boolean {
    const home = this.home;
    if (home === null) return false;
    if (sameTarget(home, target)) return true;
    // A reply started on the drama's page or sheet comes back on that page.
    return home.kind === 'comment' && target.kind === 'reply';
  }

  private askToSignIn(): boolean {
    if (this.session.signedIn || this.target === null) return false;
    this.pending.remember({ type: 'post', target: this.target, text: this.text });
    this.session.openLogin();
    return true;
  }

  private async upload(blob: Blob, name: string): Promise<void> {
    const photo: DraftPhoto = { id: this.nextPhotoId++, name, state: 'uploading', url: null, thumbnailUrl: null, errorKey: null };
    this.photos.push(photo);
    const tracked = this.photos[this.photos.length - 1]!;
    // What the server would refuse (a 15 MB photo, a PDF) is refused here, before a long upload.
    const problem = photoFileProblem(blob);
    if (problem) {
      tracked.state = 'failed';
      tracked.errorKey = `site-errors:${problem}`;
      return;
    }
    try {
      const uploaded = await this.gateway.uploadPhoto(blob, name);
      runInAction(() => {
        tracked.state = 'ready';
        tracked.url = uploaded.url;
        tracked.thumbnailUrl = uploaded.thumbnailUrl;
      });
    } catch (error) {
      this.logger.warn(`Uploading ${name} failed`, error);
      runInAction(() => {
        tracked.state = 'failed';
        tracked.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic';
      });
    }
  }

  private reset(): void {
    this.text = '';
    this.photos = [];
    this.errorKey = null;
  }
}
