import { describe, expect, it } from 'vitest';
import { fieldOfFailure, isFailureMessage, type FailureFields } from './field-failure';

const register: FailureFields<'email' | 'password' | 'code'> = { 'validation.email': 'email', 'validation.password': 'password', 'validation.code': 'code' };

describe('fieldOfFailure', () => {
  it.each<[string, string | null]>([
    ['site-errors:validation.password', 'password'],
    ['site-errors:validation.email', 'email'],
    ['site-errors:validation.code', 'code'],
    ['site-errors:validation.body', null],
    ['site-errors:auth.code_invalid', null],
    ['site-errors:network', null],
    ['validation.password', null],
    ['site-errors:toString', null],
    ['site-errors:constructor', null],
    ['', null],
  ])('%j -> %s', (key, field) => {
    expect(fieldOfFailure(key, register)).toBe(field);
  });
});

describe('isFailureMessage', () => {
  it.each([
    ['site-errors:validation.password', true],
    ['emailError', false],
    ['inputPassword', false],
  ] as const)('%s -> %s', (key, expected) => {
    expect(isFailureMessage(key)).toBe(expected);
  });
});
