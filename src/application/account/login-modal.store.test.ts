import { afterEach, describe, expect, it } from 'vitest';
import { apiError, loginModalHarness, member, settle } from './auth-fakes.test-support';

describe('LoginModalStore', () => {
  let harness = loginModalHarness();
  afterEach(() => harness.modal.dispose());

  it('opens when anything asks the session for a sign-in (a 401)', () => {
    harness = loginModalHarness();
    expect(harness.modal.open).toBe(false);
    harness.session.openLogin();
    expect(harness.modal.open).toBe(true);
    expect(harness.modal.state.view).toBe('emailEntry');
  });

  it('validates the e-mail on blur with the spec keys and keeps what was typed', () => {
    harness = loginModalHarness();
    const { modal } = harness;
    modal.show();
    modal.blur('email');
    expect(modal.fieldErrors.email).toBe('inputEmail');
    modal.edit('email', 'not-an-email');
    modal.blur('email');
    expect(modal.fieldErrors.email).toBe('emailError');
    modal.next();
    expect(modal.state.view).toBe('emailEntry');
    expect(modal.form.email).toBe('not-an-email');
    modal.edit('email', 'ana@example.com');
    modal.blur('email');
    expect(modal.fieldErrors.email).toBeNull();
  });

  it('signs in by password: stores the token in the cookie, loads the member, reloads in place', async () => {
    harness = loginModalHarness();
    const { modal, auth, session, navigation, cookies } = harness;
    modal.show();
    modal.edit('email', ' ana@example.com ');
    modal.next();
    expect(modal.state.view).toBe('password');
    modal.submit();
    expect(modal.fieldErrors.password).toBe('inputPassword');
    expect(auth.calls).toEqual([]);
    modal.edit('password', 'secret-123');
    modal.submit();
    await settle();
    expect(auth.calls).toEqual([{ call: 'login', credentials: { email: 'ana@example.com', password: 'secret-123', code: '' } }]);
    expect(session.token).toBe(auth.answers.login);
    expect(session.user).toEqual(member);
    expect(cookies.jar.get('userState')).toMatchObject({ token: auth.answers.login });
    expect(navigation.reloads).toBe(1);
    expect(modal.open).toBe(false);
  });

  it('shows a wrong password as the server message and keeps the password typed', async () => {
    harness = loginModalHarness();
    const { modal, auth, session, navigation } = harness;
    auth.answers.login = apiError('auth.wrong_password');
    modal.show();
    modal.edit('email', 'ana@example.com');
    modal.next();
    modal.edit('password', 'wrong-one');
    modal.submit();
    await settle();
    expect(modal.serverError).toBe('site-errors:auth.wrong_password');
    expect(modal.state.pending).toBe(false);
    expect(modal.form.password).toBe('wrong-one');
    expect(session.signedIn).toBe(false);
    expect(navigation.reloads).toBe(0);
  });

  it('signs in by code: the resend link counts down 30 s, also after a failed send', async () => {
    harness = loginModalHarness();
    const { modal, auth, clock } = harness;
    modal.show();
    modal.edit('email', 'ana@example.com');
    modal.next();
    modal.useCode();
    expect(modal.state.view).toBe('code');
    auth.answers.sendCode = apiError('auth.rate_limited', 429);
    modal.requestCode();
    expect(modal.countdown.view.showSending).toBe(true);
    await settle();
    expect(auth.calls[0]).toEqual({ call: 'sendCode', email: 'ana@example.com', purpose: 'login' });
    expect(modal.serverError).toBe('site-errors:auth.rate_limited');
    // One state, one message: the failure, and 'try again in' rather than 'code sent' (issue 29).
    expect(modal.countdown.view).toMatchObject({ showHaveSent: false, showRetryIn: true, secondsLeft: 30, canResend: false });
    modal.requestCode();
    await settle();
    expect(auth.calls).toHaveLength(1);
    clock.advance(29_000);
    expect(modal.countdown.view.secondsLeft).toBe(1);
    clock.advance(1_000);
    expect(modal.countdown.view.canResend).toBe(true);
    expect(modal.countdown.sent).toBe(true);
    expect(clock.timers()).toBe(0);
    modal.edit('code', '123456');
    modal.submit();
    await settle();
    expect(auth.calls[1]).toEqual({ call: 'login', credentials: { email: 'ana@example.com', password: '', code: '123456' } });
    expect(harness.navigation.reloads).toBe(1);
  });

  it('back from the code view returns to the password view; closing reloads the page', () => {
    harness = loginModalHarness();
    const { modal, navigation, session } = harness;
    modal.show();
    modal.edit('email', 'ana@example.com');
    modal.next();
    modal.useCode();
    modal.back();
    expect(modal.state.view).toBe('password');
    modal.close();
    expect(modal.open).toBe(false);
    expect(session.loginModalOpen).toBe(false);
    expect(navigation.reloads).toBe(1);
  });
});
