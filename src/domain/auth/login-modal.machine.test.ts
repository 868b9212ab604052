import { describe, expect, it } from 'vitest';
import type { AuthEffect } from './auth-effect';
import { initialLoginModal, loginModalReducer, type LoginModalEvent, type LoginModalState, type LoginView } from './login-modal.machine';

const at = (view: LoginView, extra: Partial<LoginModalState> = {}): LoginModalState => ({
  ...initialLoginModal,
  open: true,
  view,
  email: 'anna@example.com',
  ...extra,
});
const errs = (email: string | null, secret: string | null) => ({ email, secret }) as LoginModalState['errors'];
const creds = (password: string, code: string) => ({ email: 'anna@example.com', password, code });
const closed = initialLoginModal;
const reload: AuthEffect = { type: 'reload' };

const cases: Array<[string, LoginModalState, LoginModalEvent, LoginModalState, AuthEffect[]]> = [
  ['open shows the email view', closed, { type: 'open' }, { ...closed, open: true }, []],
  ['open again keeps the current view', at('code'), { type: 'open' }, at('code'), []],
  ['next with a valid email shows the password view', at('emailEntry', { email: '' }), { type: 'next', email: ' anna@example.com ' }, at('password'), []],
  [
    'next with an empty email asks for one',
    at('emailEntry', { email: '' }),
    { type: 'next', email: '' },
    at('emailEntry', { email: '', errors: errs('inputEmail', null) }),
    [],
  ],
  [
    'next with a bad email shows emailError',
    at('emailEntry'),
    { type: 'next', email: 'anna@' },
    at('emailEntry', { email: 'anna@', errors: errs('emailError', null) }),
    [],
  ],
  ['next outside the email view is ignored', at('password'), { type: 'next', email: 'x@y.z' }, at('password'), []],
  ['password view switches to code', at('password'), { type: 'useCode' }, at('code'), []],
  ['code view switches to password', at('code'), { type: 'usePassword' }, at('password'), []],
  ['useCode from the email view is ignored', at('emailEntry'), { type: 'useCode' }, at('emailEntry'), []],
  ['back from password returns to email entry', at('password'), { type: 'back' }, at('emailEntry'), []],
  ['back from code returns to password', at('code'), { type: 'back' }, at('password'), []],
  ['back from register returns to email entry', at('register'), { type: 'back' }, at('emailEntry'), []],
  ['back on email entry stays', at('emailEntry'), { type: 'back' }, at('emailEntry'), []],
  ['register link from email entry', at('emailEntry'), { type: 'openRegister' }, at('register'), []],
  ['register link elsewhere is ignored', at('password'), { type: 'openRegister' }, at('password'), []],
  ['requesting a code in the code view sends it', at('code'), { type: 'requestCode' }, at('code'), [{ type: 'sendCode', email: 'anna@example.com' }]],
  ['requesting a code elsewhere is ignored', at('password'), { type: 'requestCode' }, at('password'), []],
  ['empty password asks for it', at('password'), { type: 'submitPassword', password: '' }, at('password', { errors: errs(null, 'inputPassword') }), []],
  [
    'password submit logs in',
    at('password'),
    { type: 'submitPassword', password: 'pw' },
    at('password', { pending: true }),
    [{ type: 'login', credentials: creds('pw', '') }],
  ],
  ['blank code asks for it', at('code'), { type: 'submitCode', code: ' ' }, at('code', { errors: errs(null, 'inputCode') }), []],
  [
    'code submit logs in with a trimmed code',
    at('code'),
    { type: 'submitCode', code: ' 123456 ' },
    at('code', { pending: true }),
    [{ type: 'login', credentials: creds('', '123456') }],
  ],
  ['submit while pending is ignored', at('password', { pending: true }), { type: 'submitPassword', password: 'pw' }, at('password', { pending: true }), []],
  ['password submit from the code view is ignored', at('code'), { type: 'submitPassword', password: 'pw' }, at('code'), []],
  ['switching views while pending is ignored', at('password', { pending: true }), { type: 'useCode' }, at('password', { pending: true }), []],
  [
    'success stores the token, loads the user and reloads',
    at('password', { pending: true }),
    { type: 'loginSucceeded', token: 'tok-1' },
    closed,
    [{ type: 'storeToken', token: 'tok-1' }, { type: 'loadUser' }, reload],
  ],
  ['a stray success without a request is ignored', at('password'), { type: 'loginSucceeded', token: 't' }, at('password'), []],
  [
    'failure is only logged',
    at('code', { pending: true }),
    { type: 'loginFailed', reason: 'auth.wrong_code' },
    at('code'),
    [{ type: 'log', message: 'login failed: auth.wrong_code' }],
  ],
  ['a stray failure is ignored', at('code'), { type: 'loginFailed', reason: 'x' }, at('code'), []],
  ['close reloads', at('code'), { type: 'close' }, closed, [reload]],
  ['close of a closed modal does nothing', closed, { type: 'close' }, closed, []],
];

describe('login modal machine', () => {
  it.each(cases)('%s', (_name, state, event, expectedState, expectedEffects) => {
    const { state: next, effects } = loginModalReducer(state, event);
    expect(next).toEqual(expectedState);
    expect(effects).toEqual(expectedEffects);
  });

  it('walks email -> password -> code -> back -> success', () => {
    const events: LoginModalEvent[] = [
      { type: 'open' },
      { type: 'next', email: 'anna@example.com' },
      { type: 'useCode' },
      { type: 'back' },
      { type: 'submitPassword', password: 'secret' },
      { type: 'loginSucceeded', token: 'tok' },
    ];
    let state = initialLoginModal;
    const effects: AuthEffect[] = [];
    for (const event of events) {
      const t = loginModalReducer(state, event);
      state = t.state;
      effects.push(...t.effects);
    }
    expect(effects.map((e) => e.type)).toEqual(['login', 'storeToken', 'loadUser', 'reload']);
    expect(state.open).toBe(false);
  });
});
