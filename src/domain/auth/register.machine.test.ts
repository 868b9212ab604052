import { describe, expect, it } from 'vitest';
import type { AuthEffect } from './auth-effect';
import { initialRegister, registerReducer, type RegisterEvent, type RegisterState, type RegisterStep } from './register.machine';

const none = { email: null, code: null, password: null, repeatPassword: null };
const at = (step: RegisterStep, extra: Partial<RegisterState> = {}): RegisterState => ({
  ...initialRegister,
  step,
  email: 'anna@example.com',
  ...extra,
});
const submit = (code: string, password: string, repeatPassword: string): RegisterEvent => ({ type: 'submit', code, password, repeatPassword });
const sendCode: AuthEffect = { type: 'sendCode', email: 'anna@example.com' };
const reload: AuthEffect = { type: 'reload' };

const cases: Array<[string, RegisterState, RegisterEvent, RegisterState, AuthEffect[]]> = [
  [
    'next with a valid email enters step 2 and sends the code',
    initialRegister,
    { type: 'next', email: 'anna@example.com ' },
    at('codeAndPassword'),
    [sendCode],
  ],
  [
    'next with an empty email uses the register wording',
    initialRegister,
    { type: 'next', email: '' },
    { ...initialRegister, errors: { ...none, email: 'inputRegisterEmail' } },
    [],
  ],
  [
    'next with a bad email',
    initialRegister,
    { type: 'next', email: 'a@b' },
    { ...initialRegister, email: 'a@b', errors: { ...none, email: 'emailError' } },
    [],
  ],
  ['next in step 2 is ignored', at('codeAndPassword'), { type: 'next', email: 'x@y.z' }, at('codeAndPassword'), []],
  ['resend in step 2 sends again', at('codeAndPassword'), { type: 'resendCode' }, at('codeAndPassword'), [sendCode]],
  ['resend in step 1 is ignored', initialRegister, { type: 'resendCode' }, initialRegister, []],
  [
    'submit with empty fields shows every message',
    at('codeAndPassword'),
    submit('', '', ''),
    at('codeAndPassword', { errors: { email: null, code: 'inputCode', password: 'inputPassword', repeatPassword: 'inputPwdAgain' } }),
    [],
  ],
  [
    'submit with different passwords',
    at('codeAndPassword'),
    submit('1234', 'a', 'b'),
    at('codeAndPassword', { errors: { ...none, repeatPassword: 'paswdError' } }),
    [],
  ],
  [
    'valid submit registers',
    at('codeAndPassword'),
    submit(' 1234 ', 'secret', 'secret'),
    at('codeAndPassword', { pending: true }),
    [{ type: 'register', credentials: { email: 'anna@example.com', password: 'secret', code: '1234' } }],
  ],
  ['submit while pending is ignored', at('codeAndPassword', { pending: true }), submit('1', 'a', 'a'), at('codeAndPassword', { pending: true }), []],
  ['submit in step 1 is ignored', initialRegister, submit('1', 'a', 'a'), initialRegister, []],
  [
    'success shows the success screen and signs in',
    at('codeAndPassword', { pending: true }),
    { type: 'registerSucceeded', token: 'tok-9' },
    at('success'),
    [{ type: 'storeToken', token: 'tok-9' }, { type: 'loadUser' }],
  ],
  ['a stray success is ignored', at('codeAndPassword'), { type: 'registerSucceeded', token: 't' }, at('codeAndPassword'), []],
  [
    'failure is only logged',
    at('codeAndPassword', { pending: true }),
    { type: 'registerFailed', reason: 'auth.code_expired' },
    at('codeAndPassword'),
    [{ type: 'log', message: 'register failed: auth.code_expired' }],
  ],
  ['back from step 2 returns to the email step', at('codeAndPassword', { errors: { ...none, code: 'inputCode' } }), { type: 'back' }, at('email'), []],
  ['back while pending is ignored', at('codeAndPassword', { pending: true }), { type: 'back' }, at('codeAndPassword', { pending: true }), []],
  ['confirm on the success screen reloads', at('success'), { type: 'confirm' }, initialRegister, [reload]],
  ['confirm before success is ignored', at('codeAndPassword'), { type: 'confirm' }, at('codeAndPassword'), []],
  ['close reloads from any step', at('codeAndPassword'), { type: 'close' }, initialRegister, [reload]],
  ['close on the success screen reloads', at('success'), { type: 'close' }, initialRegister, [reload]],
];

describe('register machine', () => {
  it.each(cases)('%s', (_name, state, event, expectedState, expectedEffects) => {
    const { state: next, effects } = registerReducer(state, event);
    expect(next).toEqual(expectedState);
    expect(effects).toEqual(expectedEffects);
  });
});
