import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { feedbackReducer, initialFeedback, type FeedbackEffect, type FeedbackEvent, type FeedbackState } from '../../domain/feedback/feedback.machine';
import { canSubmitFeedback } from '../../domain/validation/field.rules';
import { Logger } from '../ports/logger.port';
import { Toaster } from '../ports/toaster.port';
import { EngagementGateway } from './engagement-gateway.port';

/** The feedback dialogs (spec sections 2 and 4): apology with feedback and apply, then the text dialog. */
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
  ) {
    makeAutoObservable<this, 'gateway' | 'toaster' | 'logger'>(this, { gateway: false, toaster: false, logger: false }, { autoBind: true });
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
    return this.dispatch({ type: 'apply' });
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
        this.toaster.show(`personal:${effect.key}`);
        return;
      case 'log':
        this.logger.info(effect.message);
        return;
      case 'sendFeedback':
      case 'applyPermission':
        try {
          await this.gateway.sendFeedback(effect.type === 'sendFeedback' ? { kind: 'message', content: effect.content } : { kind: 'apply', filmId: this.filmId });
          await this.dispatch({ type: 'succeeded' });
        } catch (error) {
          await this.dispatch({ type: 'failed', reason: String(error) });
        }
    }
  }
}
