import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuthEffect } from '../../domain/auth/auth-effect';
import { initialRegister, registerReducer, type RegisterEvent, type RegisterState } from '../../domain/auth/register.machine';
import { REGISTER_RULES, validateField, type RegisterForm } from '../../domain/validation/auth-form.rules';
import { fieldOfFailure, type FailureFields, type FieldMessageKey } from '../../domain/errors/field-failure';
import { Clock } from '../shared/clock.port';
import { AuthEffectRunner, codeAlreadySent, failureMessage, failureReason } from './auth-effect.runner';
import { AuthGateway } from './auth-gateway.port';
import { ResendCountdown } from './resend-countdown.store';

type RegisterField = keyof RegisterForm;
/** The server's (and the contract's) field keys, shown under the field they name (a short password under the password). */
const FAILURE_FIELDS: FailureFields<RegisterField> = { 'validation.email': 'email', 'validation.password': 'password', 'validation.code': 'code' };
const noErrors: Record<RegisterField, FieldMessageKey | null> = { email: null, code: null, password: null, repeatPassword: null };

/** Registration inside the login modal: e-mail; then code (sent on entering the step), password and repeat; then success. */
@injectable()
export class RegisterFlowStore {
  state: RegisterState = initialRegister;
  readonly form: Record<RegisterField, string> = { email: '', code: '', password: '', repeatPassword: '' };
  fieldErrors: Record<RegisterField, FieldMessageKey | null> = { ...noErrors };
  serverError: string | null = null;
  readonly countdown: ResendCountdown;

  constructor(
    @inject(AuthGateway) private readonly gateway: AuthGateway,
    @inject(AuthEffectRunner) private readonly effects: AuthEffectRunner,
    @inject(Clock) clock: Clock,
  ) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable<this, 'gateway' | 'effects'>(this, { gateway: false, effects: false, countdown: false }, { autoBind: true });
  }

  /** A fresh flow, keeping an e-mail the visitor already typed on the login view. */
  start(email: string): void {
    this.state = initialRegister;
    this.form.email = email;
    this.fieldErrors = { ...noErrors };
    this.serverError = null;
    this.countdown.reset();
  }

  /** Keeps what was typed; a field already marked wrong is checked again at once, so the message goes as soon as it is fixed. */
  edit(field: RegisterField, value: string): void {
    this.form[field] = value;
    if (this.fieldErrors[field] !== null) this.blur(field);
  }

  blur(field: RegisterField): void {
    const result = validateField(REGISTER_RULES, field, this.form, 'blur');
    if (result !== undefined) this.fieldErrors[field] = result;
  }

  next(): Promise<void> {
    return this.dispatch({ type: 'next', email: this.form.email });
  }
  resend(): Promise<void> {
    return this.dispatch({ type: 'resendCode' });
  }
  submit(): Promise<void> {
    const { code, password, repeatPassword } = this.form;
    return this.dispatch({ type: 'submit', code, password, repeatPassword });
  }
  back(): Promise<void> {
    return this.dispatch({ type: 'back' });
  }
  /** The success screen's button: reloads the page as a member. */
  confirm(): Promise<void> {
    return this.dispatch({ type: 'confirm' });
  }

  private dispatch(event: RegisterEvent): Promise<void> {
    const { state, effects } = registerReducer(this.state, event);
    if (state.step !== this.state.step) this.serverError = null;
    this.state = state;
    // The machine validates on next/submit; its verdict replaces what blur said, fields it did not check keep theirs.
    if (event.type === 'next' || event.type === 'submit') this.fieldErrors = { ...this.fieldErrors, ...pickChecked(event, state) };
    return this.effects.run(effects, this.perform);
  }

  private async perform(effect: AuthEffect): Promise<void> {
    if (effect.type === 'sendCode') await this.sendCode(effect.email);
    if (effect.type !== 'register') return;
    runInAction(() => (this.serverError = null));
    try {
      const token = await this.gateway.register(effect.credentials);
      await this.dispatch({ type: 'registerSucceeded', token });
    } catch (error) {
      this.showFailure(error);
      await this.dispatch({ type: 'registerFailed', reason: failureReason(error) });
    }
  }

  private async sendCode(email: string): Promise<void> {
    if (!this.countdown.begin()) return;
    let ok = true;
    try {
      await this.gateway.sendCode(email, 'register');
    } catch (error) {
      ok = codeAlreadySent(error);
      if (!ok) this.showFailure(error);
    }
    if (!ok && this.fieldErrors.email !== null) {
      // An address the server refuses is corrected on the step with the e-mail field; no code went out to count down.
      this.countdown.reset();
      await this.dispatch({ type: 'back' });
      return;
    }
    this.countdown.finish(ok);
  }

  /** A failure naming a field goes under that field, in the page's language; any other above the buttons. */
  private showFailure(error: unknown): void {
    const message = failureMessage(error);
    const field = fieldOfFailure(message, FAILURE_FIELDS);
    runInAction(() => {
      if (field) this.fieldErrors[field] = message as FieldMessageKey;
      else this.serverError = message;
    });
  }
}

function pickChecked(event: RegisterEvent, state: RegisterState): Partial<Record<RegisterField, FieldMessageKey | null>> {
  if (event.type === 'next') return { email: state.errors.email };
  return { code: state.errors.code, password: state.errors.password, repeatPassword: state.errors.repeatPassword };
}
