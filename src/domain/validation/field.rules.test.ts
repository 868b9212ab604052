import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRIGGER,
  canSubmitFeedback,
  validateCode,
  validateEmail,
  validatePassword,
  validateRepeatPassword,
  type EmailContext,
  type ValidationMessageKey,
} from './field.rules';
import { EMAIL_CASES } from './email-cases.test-support';

describe('validateEmail', () => {
  it.each<[string, EmailContext, ValidationMessageKey | null]>([
    ['', 'login', 'inputEmail'],
    ['   ', 'login', 'inputEmail'],
    ['', 'register', 'inputRegisterEmail'],
    [' \t', 'register', 'inputRegisterEmail'],
    ['anna@example.com', 'login', null],
    ['anna@example.com', 'register', null],
    ['a@b', 'register', 'emailError'],
    ['anna@', 'register', 'emailError'],
  ])('%j in %s -> %s', (value, context, expected) => {
    expect(validateEmail(value, context)).toBe(expected);
  });

  it.each(EMAIL_CASES)('%j -> %j (the table the server runs too)', (typed, kept) => {
    expect(validateEmail(typed)).toBe(kept === null ? 'emailError' : null);
  });

  it('defaults to the login wording', () => {
    expect(validateEmail('')).toBe('inputEmail');
  });
});

describe('validatePassword / validateCode', () => {
  it.each<[string, ValidationMessageKey | null, ValidationMessageKey | null]>([
    ['', 'inputPassword', 'inputCode'],
    ['  ', null, 'inputCode'],
    ['secret', null, null],
    ['123456', null, null],
    [' x ', null, null],
  ])('%j -> password %s, code %s', (value, password, code) => {
    expect(validatePassword(value)).toBe(password);
    expect(validateCode(value)).toBe(code);
  });
});

describe('validateRepeatPassword', () => {
  it.each<[string, string, ValidationMessageKey | null]>([
    ['', 'secret', 'inputPwdAgain'],
    ['', '', 'inputPwdAgain'],
    ['secret', 'secret', null],
    ['Secret', 'secret', 'paswdError'],
    ['secret ', 'secret', 'paswdError'],
    ['secret', '', 'paswdError'],
    ['s', 'secret', 'paswdError'],
  ])('repeat %j vs password %j -> %s', (repeat, password, expected) => {
    expect(validateRepeatPassword(repeat, password)).toBe(expected);
  });
});

describe('canSubmitFeedback', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['   ', false],
    ['\n\t', false],
    ['Great show', true],
    ['  a  ', true],
    ['多谢', true],
  ])('%j -> %s', (text, expected) => {
    expect(canSubmitFeedback(text)).toBe(expected);
  });
});

describe('DEFAULT_TRIGGER', () => {
  it('is blur, as spec section 5 says', () => {
    expect(DEFAULT_TRIGGER).toBe('blur');
  });
});
