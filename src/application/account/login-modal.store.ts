import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AuthEffect } from '../../domain/auth/auth-effect';
import { initialLoginModal, loginModalReducer, type LoginModalEvent, type LoginModalState } from '../../domain/auth/login-modal.machine';
import { loginRules, validateField, type LoginForm } from '../../domain/validation/auth-form.rules';
import { fieldOfFailure, type FailureFields, type FieldMessageKey } from '../../domain/errors/field-failure';
import { Clock } from '../shared/clock.port';
import { SessionStore } from './session.store';
import { AuthEffectRunner, codeAlreadySent, failureMessage, failureReason } from './auth-effect.runner';
import { AuthGateway } from './auth-gateway.port';
import { RegisterFlowStore } from './register-flow.store';
import { ResendCountdown } from './resend-countdown.store';

type LoginField = keyof LoginForm;
/** Failures that name a field the visible view has; the e-mail is only shown as text past the first view. */
const FAILURE_FIELDS: FailureFields<LoginField> = { 'validation.password': 'password', 'validation.code': 'code' };

/** The login modal (spec sections 2, 4, 5): e-mail entry, password, e-mail code, and the register flow inside it. */
@injectable()
export class LoginModalStore {
  state: LoginModalState = initialLoginModal;
  readonly form: Record<LoginField, string> = { email: '', password: '', code: '' };
  fieldErrors: Record<LoginField, FieldMessageKey | null> = { email: null, password: null, code: null };
  /** Locale key of the last failed call, shown above the buttons. */
  serverError: string | null = null;
  readonly countdown: ResendCountdown;
  private readonly stopMirroring: IReactionDisposer;

  constructor(
    @inject(AuthGateway) private readonly gateway: AuthGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(AuthEffectRunner) private readonly effects: AuthEffectRunner,
    @inject(RegisterFlowStore) readonly register: RegisterFlowStore,
    @inject(Clock) clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'gateway' | 'session' | 'effects' | 'stopMirroring'>(
      this,
      { gateway: false, session: false, effects: false, register: false, countdown: false, stopMirroring: false },
      { autoBind: true },
    );
    // Anything may ask for a sign-in (a 401, a favourite button): the session's flag opens this modal.
    this.stopMirroring = reaction(
      () => this.session.loginModalOpen,
      (open) => open && this.dispatch({ type: 'open' }),
      { fireImmediately: true },
    );
  }

  get open(): boolean {
    return this.state.open;
  }

  /** Opens the modal on the e-mail view. */
  show(): void {
    this.session.openLogin();
  }

  /** Keeps what was typed; a field already marked wrong is checked again at once, so the message goes as soon as it is fixed. */
  edit(field: LoginField, value: string): void {
    this.form[field] = value;
    if (this.fieldErrors[field] !== null) this.blur(field);
  }

  /** Validates a field when it loses focus (the spec's default trigger). */
  blur(field: LoginField): void {
    const method = this.state.view === 'code' ? 'code' : 'password';
    const result = validateField(loginRules(method), field, this.form, 'blur');
    if (result !== undefined) this.fieldErrors[field] = result;
  }

  next(): void {
    this.dispatch({ type: 'next', email: this.form.email });
  }
  useCode(): void {
    this.dispatch({ type: 'useCode' });
  }
  usePassword(): void {
    this.dispatch({ type: 'usePassword' });
  }
  /** Back one view; inside registration, step 2 returns to step 1 before leaving the flow. */
  back(): void {
    if (this.state.view === 'register' && this.register.state.step === 'codeAndPassword') void this.register.back();
    else this.dispatch({ type: 'back' });
  }
  openRegister(): void {
    this.register.start(this.form.email);
    this.dispatch({ type: 'openRegister' });
  }
  requestCode(): void {
    this.dispatch({ type: 'requestCode' });
  }
  submit(): void {
    if (this.state.view === 'password') this.dispatch({ type: 'submitPassword', password: this.form.password });
    else if (this.state.view === 'code') this.dispatch({ type: 'submitCode', code: this.form.code });
  }

  /** Closing reloads the page (spec section 2). */
  close(): void {
    this.session.closeLogin();
    this.countdown.reset();
    this.dispatch({ type: 'close' });
  }

  /** Stops the session mirror and the countdown timer. */
  dispose(): void {
    this.stopMirroring();
    this.countdown.dispose();
  }

  private dispatch(event: LoginModalEvent): Promise<void> {
    const { state, effects } = loginModalReducer(this.state, event);
    const viewChanged = state.view !== this.state.view;
    this.state = state;
    if (viewChanged || event.type === 'open') this.serverError = null;
    this.fieldErrors = { ...this.fieldErrors, email: state.errors.email ?? (event.type === 'next' ? null : this.fieldErrors.email) };
    if (state.view === 'password') this.fieldErrors.password = state.errors.secret ?? (event.type === 'submitPassword' ? null : this.fieldErrors.password);
    if (state.view === 'code') this.fieldErrors.code = state.errors.secret ?? (event.type === 'submitCode' ? null : this.fieldErrors.code);
    return this.effects.run(effects, this.perform);
  }

  private async perform(effect: AuthEffect): Promise<void> {
    if (effect.type === 'sendCode') await this.sendCode(effect.email);
    if (effect.type !== 'login') return;
    runInAction(() => (this.serverError = null));
    try {
      const token = await this.gateway.login(effect.credentials);
      await this.dispatch({ type: 'loginSucceeded', token });
    } catch (error) {
      const message = failureMessage(error);
      const field = fieldOfFailure(message, FAILURE_FIELDS);
      runInAction(() => {
        if (field) this.fieldErrors[field] = message as FieldMessageKey;
        else this.serverError = message;
      });
      await this.dispatch({ type: 'loginFailed', reason: failureReason(error) });
    }
  }

  private async sendCode(email: string): Promise<void> {
    if (!this.countdown.begin()) return;
    let ok = true;
    try {
      await this.gateway.sendCode(email, 'login');
    } catch (error) {
      ok = codeAlreadySent(error);
      if (!ok) runInAction(() => (this.serverError = failureMessage(error)));
    }
    this.countdown.finish(ok);
  }
}
