import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import { fieldOfFailure, type FailureFields, type FieldMessageKey } from '../../domain/errors/field-failure';
import { validateCode, validateEmail, validatePassword, validateRepeatPassword, type ValidationMessageKey } from '../../domain/validation/field.rules';
import { Logger } from '../shared/logger.port';
import { Toaster } from '../shared/toaster.port';
import { SessionStore } from './session.store';
import { FileSaver } from '../shared/file-saver.port';
import { AccountGateway, type AccountOverview, type AccountProof, type SignedInSession } from './account-gateway.port';

/** A form's field messages: auth namespace keys of spec section 5, as in the sign-in forms, or a failed call's key. */
type Errors<F extends string> = Partial<Record<F, FieldMessageKey>>;
const firstErrors = <F extends string>(checks: Record<F, ValidationMessageKey | null>): Errors<F> =>
  Object.fromEntries(Object.entries(checks).filter(([, v]) => v !== null)) as Errors<F>;

// The server's keys for each form's fields: a refused value (or a wrong current password) shows under its field.
const PASSWORD_FAILURES: FailureFields<'current' | 'code' | 'next'> = {
  'validation.current_password': 'current',
  'account.wrong_password': 'current',
  'validation.code': 'code',
  'auth.code_invalid': 'code',
  'auth.code_expired': 'code',
  'validation.new_password': 'next',
};
const EMAIL_FAILURES: FailureFields<'next' | 'code'> = {
  'validation.new_email': 'next',
  'account.email_unchanged': 'next',
  'auth.email_taken': 'next',
  'validation.code': 'code',
  'auth.code_invalid': 'code',
  'auth.code_expired': 'code',
};
const DELETION_FAILURES: FailureFields<'password' | 'code'> = {
  'validation.current_password': 'password',
  'account.wrong_password': 'password',
  'validation.code': 'code',
  'auth.code_invalid': 'code',
  'auth.code_expired': 'code',
};

/** /personal/settings.html: password, e-mail, sessions, Google link, "download my data" and "delete my account". */
@injectable()
export class AccountSettingsStore {
  overview: AccountOverview | null = null;
  sessions: readonly SignedInSession[] = [];
  busy = false;
  /** Members without a password (or who forgot it) confirm with a mailed code; true once it was sent. */
  codeSent = false;

  password = { current: '', code: '', next: '', repeat: '' };
  passwordErrors: Errors<'current' | 'code' | 'next' | 'repeat'> = {};
  email = { next: '', code: '', codeSent: false };
  emailErrors: Errors<'next' | 'code'> = {};
  deletion = { password: '', code: '', confirming: false };
  deletionErrors: Errors<'password' | 'code'> = {};
  /** When the account will be erased, once the deletion was requested (ISO 8601). */
  erasesAt: string | null = null;

  constructor(
    @inject(AccountGateway) private readonly gateway: AccountGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(FileSaver) private readonly files: FileSaver,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'files' | 'toaster' | 'logger'>(
      this,
      { gateway: false, session: false, files: false, toaster: false, logger: false },
      { autoBind: true },
    );
  }

  /** Whether proofs use the password (members who have one) or a mailed code. */
  get usesPassword(): boolean {
    return this.overview?.hasPassword ?? true;
  }

  async load(): Promise<void> {
    if (!this.session.signedIn) return;
    try {
      const [overview, sessions] = await Promise.all([this.gateway.overview(), this.gateway.sessions()]);
      runInAction(() => {
        this.overview = overview;
        this.sessions = sessions;
      });
    } catch (error) {
      this.logger.warn('Could not load the account settings', error);
    }
  }

  setPasswordField(field: keyof AccountSettingsStore['password'], value: string): void {
    this.password[field] = value;
    delete this.passwordErrors[field];
  }
  setEmailField(field: 'next' | 'code', value: string): void {
    this.email[field] = value;
    delete this.emailErrors[field];
  }
  setDeletionField(field: 'password' | 'code', value: string): void {
    this.deletion[field] = value;
    delete this.deletionErrors[field];
  }

  async sendCode(): Promise<void> {
    if (await this.run(() => this.gateway.sendCode())) {
      runInAction(() => (this.codeSent = true));
      this.toaster.show('account-pages:account.codeSent');
    }
  }

  async changePassword(): Promise<void> {
    const p = this.password;
    this.passwordErrors = firstErrors({
      current: this.usesPassword ? validatePassword(p.current) : null,
      code: this.usesPassword ? null : validateCode(p.code),
      next: validatePassword(p.next),
      repeat: validateRepeatPassword(p.repeat, p.next),
    });
    if (Object.keys(this.passwordErrors).length > 0) return;
    const proof: AccountProof = this.usesPassword ? { password: p.current } : { code: p.code.trim() };
    if (
      await this.run(
        () => this.gateway.changePassword(proof, p.next),
        PASSWORD_FAILURES,
        (field, key) => (this.passwordErrors[field] = key),
      )
    ) {
      runInAction(() => (this.password = { current: '', code: '', next: '', repeat: '' }));
      this.toaster.show('account-pages:account.password.changed');
      await this.reloadSessions();
    }
  }

  async requestEmailChange(): Promise<void> {
    const problem = validateEmail(this.email.next);
    this.emailErrors = problem ? { next: problem } : {};
    if (problem) return;
    const sent = await this.run(
      () => this.gateway.requestEmailChange(this.email.next.trim()),
      EMAIL_FAILURES,
      (field, key) => (this.emailErrors[field] = key),
    );
    if (sent) runInAction(() => (this.email.codeSent = true));
  }

  async confirmEmailChange(): Promise<void> {
    const problem = validateCode(this.email.code);
    this.emailErrors = problem ? { code: problem } : {};
    if (problem) return;
    if (
      await this.run(
        () => this.gateway.confirmEmailChange(this.email.next.trim(), this.email.code.trim()),
        EMAIL_FAILURES,
        (field, key) => (this.emailErrors[field] = key),
      )
    ) {
      runInAction(() => (this.email = { next: '', code: '', codeSent: false }));
      this.toaster.show('account-pages:account.email.changed');
      await Promise.all([this.session.refreshUser(), this.load()]);
    }
  }

  async signOutSession(id: string): Promise<void> {
    if (await this.run(() => this.gateway.signOutSession(id))) await this.reloadSessions();
  }

  async signOutOthers(): Promise<void> {
    if (await this.run(() => this.gateway.signOutOthers())) await this.reloadSessions();
  }

  async downloadData(): Promise<void> {
    let text = '';
    if (await this.run(async () => (text = await this.gateway.exportData()))) this.files.save('shortdrama-my-data.json', 'application/json', text);
  }

  startDeletion(): void {
    this.deletion.confirming = true;
  }
  cancelDeletion(): void {
    this.deletion = { password: '', code: '', confirming: false };
    this.deletionErrors = {};
  }

  async deleteAccount(): Promise<void> {
    const d = this.deletion;
    this.deletionErrors = firstErrors({
      password: this.usesPassword ? validatePassword(d.password) : null,
      code: this.usesPassword ? null : validateCode(d.code),
    });
    if (Object.keys(this.deletionErrors).length > 0) return;
    const proof: AccountProof = this.usesPassword ? { password: d.password } : { code: d.code.trim() };
    let erasesAt = '';
    if (
      await this.run(
        async () => (erasesAt = await this.gateway.deleteAccount(proof)),
        DELETION_FAILURES,
        (field, key) => (this.deletionErrors[field] = key),
      )
    ) {
      runInAction(() => {
        this.erasesAt = erasesAt;
        this.cancelDeletion();
      });
      // The server signed every session out; this browser forgets its token too, without asking it to sign out again.
      this.session.signedOutByServer();
    }
  }

  private async reloadSessions(): Promise<void> {
    try {
      const sessions = await this.gateway.sessions();
      runInAction(() => (this.sessions = sessions));
    } catch (error) {
      this.logger.warn('Could not reload the sessions', error);
    }
  }

  /**
   * One request at a time. Without `fields` failures were already shown by the API client; a form's calls are
   * silent instead, and a failure naming one of its fields is shown under it, any other as a toast.
   */
  private async run<F extends string>(
    work: () => Promise<unknown>,
    fields?: FailureFields<F>,
    showAt?: (field: F, key: FieldMessageKey) => void,
  ): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await work();
      return true;
    } catch (error) {
      this.logger.warn('Account settings request failed', error);
      if (fields && showAt && isApiError(error)) {
        const field = fieldOfFailure(error.msgKey, fields);
        if (field) runInAction(() => showAt(field, error.msgKey as FieldMessageKey));
        // A 401 opens the sign-in window instead; an unsent call did not fail.
        else if (error.kind !== 'unauthorized' && error.kind !== 'unsent') this.toaster.show({ key: error.msgKey });
      }
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
