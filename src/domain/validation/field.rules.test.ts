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

describe('validateEmail', () => {
  it.each<[string, EmailContext, ValidationMessageKey | null]>([
    ['', 'login', 'inputEmail'],
    ['   ', 'login', 'inputEmail'],
    ['', 'register', 'inputRegisterEmail'],
    [' \t', 'register', 'inputRegisterEmail'],
    ['anna@example.com', 'login', null],
    ['anna@example.com', 'register', null],
    ['anna.maria@example.com', 'login', null],
    ['a.b.c@example.com', 'login', null],
    ['anna_99@mail_box.org', 'login', null],
    ['  anna@example.com  ', 'login', null],
    ['ANNA@EXAMPLE.COM', 'login', null],
    ['anna', 'login', 'emailError'],
    ['anna@', 'register', 'emailError'],
    ['@example.com', 'login', 'emailError'],
    ['anna@example', 'login', 'emailError'],
    ['anna@example.', 'login', 'emailError'],
    ['anna.@example.com', 'login', 'emailError'],
    ['.anna@example.com', 'login', 'emailError'],
    ['anna..maria@example.com', 'login', 'emailError'],
    ['anna@@example.com', 'login', 'emailError'],
    ['anna maria@example.com', 'login', 'emailError'],
    ['anna@mail.example.com', 'login', 'emailError'],
    ['anna-maria@example.com', 'login', 'emailError'],
    ['anna+tag@example.com', 'login', 'emailError'],
    ['anna@exa-mple.com', 'login', 'emailError'],
    ['josé@example.com', 'login', 'emailError'],
  ])('%j in %s -> %s', (value, context, expected) => {
    expect(validateEmail(value, context)).toBe(expected);
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
