import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { feedbackReducer, initialFeedback, type FeedbackEffect, type FeedbackEvent, type FeedbackState } from '../../domain/feedback/feedback.machine';
import { isApiError } from '../../domain/errors/api-error';
import { canSubmitFeedback } from '../../domain/validation/field.rules';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from '../account/session.store';
import { EngagementGateway } from '../film/engagement-gateway.port';
import { PendingActionMemory } from '../account/pending-action.memory';
import { UnlockWatch } from '../sharing/unlock-watch';

/**
 * The feedback dialogs (spec sections 2 and 4): apology with feedback and apply, then the text dialog. Applying
 * needs a member: a visitor is asked to sign in and the application is sent after (the page reloads in between).
 * An approved application unlocks the page's episode at once; a refused one says why (e.g. the monthly limit).
 */
@injectable()
export class FeedbackStore {
  state: FeedbackState = initialFeedback;
  text = '';
  /** The drama an application is about, when opened from a locked episode. */
  filmId: number | null = null;

  constructor(
    @inject(EngagementGateway) private readonly gateway: EngagementGateway,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'signedIn' | 'openLogin'>,
    @inject(PendingActionMemory) private readonly pendingActions: Pick<PendingActionMemory, 'remember' | 'take'>,
    @inject(UnlockWatch) private readonly unlocks: Pick<UnlockWatch, 'poke'>,
  ) {
    makeAutoObservable<this, 'gateway' | 'toaster' | 'logger' | 'session' | 'pendingActions' | 'unlocks'>(
      this,
      { gateway: false, toaster: false, logger: false, session: false, pendingActions: false, unlocks: false },
      { autoBind: true },
    );
  }

  /** Submit stays disabled while the text is empty. */
  get canSubmit(): boolean {
    return canSubmitFeedback(this.text) && this.state.pending === null;
  }

  open(filmId: number | null = null): void {
    this.filmId = filmId;
    this.text = '';
    void this.dispatch({ type: 'open' });
  }
  close(): void {
    void this.dispatch({ type: 'close' });
  }
  openText(): void {
    void this.dispatch({ type: 'openText' });
  }
  cancelText(): void {
    void this.dispatch({ type: 'cancelText' });
  }
  edit(text: string): void {
    this.text = text;
  }
  submit(): Promise<void> {
    return this.dispatch({ type: 'submitText', text: this.text });
  }
  apply(): Promise<void> {
    if (!this.session.signedIn && this.filmId !== null) {
      this.askToSignIn(this.filmId);
      return Promise.resolve();
    }
    return this.dispatch({ type: 'apply' });
  }

  /** After signing in (the page reloaded), sends the application the visitor tried before. */
  async resumePending(): Promise<void> {
    if (!this.session.signedIn) return;
    const action = this.pendingActions.take(['apply']);
    if (action === null) return;
    this.filmId = action.filmId;
    await this.dispatch({ type: 'open' });
    await this.dispatch({ type: 'apply' });
  }

  private askToSignIn(filmId: number): void {
    this.pendingActions.remember({ type: 'apply', filmId });
    void this.dispatch({ type: 'close' });
    this.session.openLogin();
  }

  private async dispatch(event: FeedbackEvent): Promise<void> {
    const { state, effects } = feedbackReducer(this.state, event);
    this.state = state;
    for (const effect of effects) await this.perform(effect);
  }

  private async perform(effect: FeedbackEffect): Promise<void> {
    switch (effect.type) {
      case 'message':
        if (effect.key === 'submitSuccess') this.text = '';
        this.toaster.show(`feedback:${effect.key}`);
        return;
      case 'log':
        this.logger.info(effect.message);
        return;
      case 'sendFeedback':
        try {
          await this.gateway.sendFeedback({ kind: 'message', content: effect.content });
          await this.dispatch({ type: 'succeeded' });
        } catch (error) {
          await this.dispatch({ type: 'failed', reason: String(error) });
        }
        return;
      case 'applyPermission':
        try {
          const { approved } = await this.gateway.sendFeedback({ kind: 'apply', filmId: this.filmId });
          await this.dispatch({ type: 'succeeded', approved });
          if (approved) this.unlocks.poke();
        } catch (error) {
          await this.dispatch({ type: 'failed', reason: String(error) });
          // Unlike feedback, a refused application must say why: the visitor cannot tell otherwise.
          if (isApiError(error) && error.code === 401 && this.filmId !== null) this.askToSignIn(this.filmId);
          else this.toaster.show(isApiError(error) ? error.msgKey : 'site-errors:generic');
        }
    }
  }
}
