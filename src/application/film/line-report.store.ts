import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { suggestionOf, type LineReport, type LineReportKind, type ReportedLine } from '../../domain/subtitles/line-report';
import { PendingActionMemory } from '../account/pending-action.memory';
import { SessionStore } from '../account/session.store';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { LineReportGateway } from './line-report-gateway.port';

/**
 * The "Report this line" dialog of the player: the line on screen (or the last one), what is wrong, the corrected
 * text. A visitor is asked to sign in and the report is sent after (the page reloads in between); a refusal (the
 * hourly limit, a locked episode) is shown in the dialog by its message key.
 */
@injectable()
export class LineReportStore {
  /** The line being reported; null while the dialog is closed. */
  line: ReportedLine | null = null;
  kind: LineReportKind | null = null;
  suggestion = '';
  sending = false;
  errorKey: string | null = null;

  constructor(
    @inject(LineReportGateway) private readonly gateway: LineReportGateway,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'signedIn' | 'openLogin'>,
    @inject(PendingActionMemory) private readonly pending: Pick<PendingActionMemory, 'remember' | 'take'>,
    @inject(Toaster) private readonly toaster: Pick<Toaster, 'show'>,
    @inject(Logger) private readonly logger: Pick<Logger, 'warn'>,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'pending' | 'toaster' | 'logger'>(
      this,
      { gateway: false, session: false, pending: false, toaster: false, logger: false },
      { autoBind: true },
    );
  }

  get open(): boolean {
    return this.line !== null;
  }

  /** Send needs a kind, and for a missing line the words that are missing. */
  get canSend(): boolean {
    if (this.kind === null || this.sending) return false;
    return this.kind !== 'missing' || suggestionOf(this.suggestion) !== null;
  }

  /** Whether sending will first ask the visitor to sign in. */
  get needsSignIn(): boolean {
    return !this.session.signedIn;
  }

  /** Opens the dialog on a line; with no line shown yet, the report can only be of a missing one. */
  start(line: ReportedLine): void {
    this.line = line;
    this.kind = line.text === null ? 'missing' : null;
    this.suggestion = '';
    this.errorKey = null;
  }

  close(): void {
    this.line = null;
  }

  choose(kind: LineReportKind): void {
    this.kind = kind;
    this.errorKey = null;
  }

  edit(text: string): void {
    this.suggestion = text;
  }

  async send(): Promise<void> {
    if (!this.line || !this.kind || !this.canSend) return;
    const report: LineReport = { ...this.line, kind: this.kind, suggestion: suggestionOf(this.suggestion) };
    if (!this.session.signedIn) {
      this.pending.remember({ type: 'lineReport', filmId: report.filmId, report });
      this.close();
      this.session.openLogin();
      return;
    }
    this.sending = true;
    this.errorKey = null;
    try {
      await this.gateway.report(report);
      runInAction(() => this.close());
      this.toaster.show('film:lineReport.sent');
    } catch (error) {
      this.logger.warn('line report failed', error);
      runInAction(() => (this.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic'));
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** After signing in (the page reloaded), sends the report the visitor wrote before. */
  async resumePending(): Promise<void> {
    if (!this.session.signedIn) return;
    const action = this.pending.take(['lineReport']);
    if (action === null) return;
    try {
      await this.gateway.report(action.report);
      this.toaster.show('film:lineReport.sent');
    } catch (error) {
      this.logger.warn('line report failed', error);
      this.toaster.show(isApiError(error) ? error.msgKey : 'site-errors:generic');
    }
  }
}
