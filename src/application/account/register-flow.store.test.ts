import { afterEach, describe, expect, it } from 'vitest';
import { apiError, loginModalHarness, settle } from './auth-fakes.test-support';

describe('RegisterFlowStore inside the login modal', () => {
  let harness = loginModalHarness();
  afterEach(() => harness.modal.dispose());

  function toRegister(email = '') {
    harness = loginModalHarness();
    harness.modal.show();
    harness.modal.edit('email', email);
    harness.modal.openRegister();
    return harness;
  }

  it('carries the e-mail typed on the login view and uses the register wording when it is empty', () => {
    const { register, modal } = toRegister('');
    expect(modal.state.view).toBe('register');
    register.blur('email');
    expect(register.fieldErrors.email).toBe('inputRegisterEmail');
    const again = toRegister('new@example.com');
    expect(again.register.form.email).toBe('new@example.com');
  });

  it('sends the code on entering step 2, validates every field, registers, then confirm reloads', async () => {
    const { register, auth, session, navigation } = toRegister('new@example.com');
    await register.next();
    expect(register.state.step).toBe('codeAndPassword');
    expect(auth.calls[0]).toEqual({ call: 'sendCode', email: 'new@example.com', purpose: 'register' });
    expect(register.countdown.view.secondsLeft).toBe(30);
    register.edit('password', 'secret-123');
    register.edit('repeatPassword', 'secret-124');
    register.blur('repeatPassword');
    expect(register.fieldErrors.repeatPassword).toBe('paswdError');
    await register.submit();
    expect(register.fieldErrors).toMatchObject({ code: 'inputCode', repeatPassword: 'paswdError' });
    expect(auth.calls).toHaveLength(1);
    register.edit('code', '654321');
    register.edit('repeatPassword', 'secret-123');
    await register.submit();
    await settle();
    expect(auth.calls[1]).toEqual({ call: 'register', credentials: { email: 'new@example.com', password: 'secret-123', code: '654321' } });
    expect(register.state.step).toBe('success');
    expect(session.token).toBe(auth.answers.register);
    expect(navigation.reloads).toBe(0);
    await register.confirm();
    expect(navigation.reloads).toBe(1);
  });

  it('shows a taken e-mail and an expired code as server messages, keeping the fields', async () => {
    const { register, auth } = toRegister('taken@example.com');
    auth.answers.sendCode = apiError('auth.email_taken', 409);
    await register.next();
    await settle();
    expect(register.serverError).toBe('site-errors:auth.email_taken');
    // One state, one message: the failure, and a countdown that does not claim a code was sent.
    expect(register.countdown.view).toMatchObject({ showHaveSent: false, showRetryIn: true, canResend: false });
    auth.answers.register = apiError('auth.code_expired');
    register.edit('code', '111111');
    register.edit('password', 'secret-123');
    register.edit('repeatPassword', 'secret-123');
    await register.submit();
    await settle();
    expect(register.serverError).toBe('site-errors:auth.code_expired');
    expect(register.state).toMatchObject({ step: 'codeAndPassword', pending: false });
    expect(register.form).toMatchObject({ code: '111111', password: 'secret-123' });
  });

  it('shows a code sent moments ago as sent, with the countdown and no failure', async () => {
    const { register, auth } = toRegister('again@example.com');
    auth.answers.sendCode = apiError('auth.code_recently_sent', 429);
    await register.next();
    await settle();
    expect(register.serverError).toBeNull();
    expect(register.countdown.view).toMatchObject({ showHaveSent: true, showRetryIn: false, secondsLeft: 30 });
  });

  it("shows the server's field messages under their fields: a short password, a refused address on step 1", async () => {
    const { register, auth } = toRegister('new@example.com');
    await register.next();
    auth.answers.register = apiError('validation.password');
    register.edit('code', '654321');
    register.edit('password', 'short');
    register.edit('repeatPassword', 'short');
    await register.submit();
    await settle();
    expect(register.fieldErrors.password).toBe('site-errors:validation.password');
    expect(register.serverError).toBeNull();
    register.edit('password', 'long enough now');
    expect(register.fieldErrors.password).toBeNull();

    const refused = toRegister('odd@example.com');
    refused.auth.answers.sendCode = apiError('validation.email');
    await refused.register.next();
    await settle();
    expect(refused.register.state.step).toBe('email');
    expect(refused.register.fieldErrors.email).toBe('site-errors:validation.email');
    expect(refused.register.countdown.view.canResend).toBe(true);
  });

  it('back from step 2 returns to step 1, and back again to the e-mail view', async () => {
    const { register, modal } = toRegister('new@example.com');
    await register.next();
    modal.back();
    expect(register.state.step).toBe('email');
    modal.back();
    expect(modal.state.view).toBe('emailEntry');
  });
});
