import { describe, expect, it } from 'vitest';
import {
  REGISTER_RULES,
  isFormValid,
  loginRules,
  validateField,
  validateLoginForm,
  validateRegisterForm,
  type LoginForm,
  type LoginMethod,
  type RegisterForm,
} from './auth-form.rules';
import type { ValidationTrigger } from './field.rules';

const login = (email: string, password = '', code = ''): LoginForm => ({ email, password, code });
const register = (email: string, code: string, password: string, repeatPassword: string): RegisterForm => ({
  email,
  code,
  password,
  repeatPassword,
});

describe('validateLoginForm', () => {
  it.each<[string, LoginForm, LoginMethod, Record<string, string | null>, boolean]>([
    ['empty password form', login(''), 'password', { email: 'inputEmail', password: 'inputPassword', code: null }, false],
    ['empty code form', login(''), 'code', { email: 'inputEmail', password: null, code: 'inputCode' }, false],
    ['bad email, password given', login('x@y', 'pw'), 'password', { email: 'emailError', password: null, code: null }, false],
    ['valid password login', login('a@b.co', 'pw'), 'password', { email: null, password: null, code: null }, true],
    ['valid code login ignores password', login('a@b.co', '', '1234'), 'code', { email: null, password: null, code: null }, true],
    ['password login ignores code', login('a@b.co', 'pw', ''), 'password', { email: null, password: null, code: null }, true],
    ['code login with blank code', login('a@b.co', 'pw', '  '), 'code', { email: null, password: null, code: 'inputCode' }, false],
  ])('%s', (_name, form, method, expected, valid) => {
    const errors = validateLoginForm(form, method);
    expect(errors).toEqual(expected);
    expect(isFormValid(errors)).toBe(valid);
  });
});

describe('validateRegisterForm', () => {
  it.each<[string, RegisterForm, Record<string, string | null>]>([
    ['all empty', register('', '', '', ''), { email: 'inputRegisterEmail', code: 'inputCode', password: 'inputPassword', repeatPassword: 'inputPwdAgain' }],
    ['bad email', register('a@b', '1', 'p', 'p'), { email: 'emailError', code: null, password: null, repeatPassword: null }],
    ['mismatch', register('a@b.co', '1', 'p', 'q'), { email: null, code: null, password: null, repeatPassword: 'paswdError' }],
    ['repeat without password', register('a@b.co', '1', '', 'q'), { email: null, code: null, password: 'inputPassword', repeatPassword: 'paswdError' }],
    ['valid', register('a@b.co', '123456', 'secret', 'secret'), { email: null, code: null, password: null, repeatPassword: null }],
  ])('%s', (_name, form, expected) => {
    expect(validateRegisterForm(form)).toEqual(expected);
  });
});

describe('validateField', () => {
  const form = register('bad', '', 'a', 'b');
  it.each<[keyof RegisterForm, ValidationTrigger, string | null | undefined]>([
    ['email', 'blur', 'emailError'],
    ['email', 'change', undefined],
    ['email', 'submit', 'emailError'],
    ['code', 'blur', 'inputCode'],
    ['code', 'change', undefined],
    ['password', 'blur', null],
    ['repeatPassword', 'blur', 'paswdError'],
    ['repeatPassword', 'change', undefined],
  ])('%s on %s -> %s', (field, event, expected) => {
    expect(validateField(REGISTER_RULES, field, form, event)).toBe(expected);
  });

  it.each<[LoginMethod, keyof LoginForm]>([
    ['password', 'email'],
    ['password', 'password'],
    ['code', 'code'],
  ])('every %s login rule runs on blur (%s)', (method, field) => {
    expect(loginRules(method)[field].trigger).toBe('blur');
  });
});
