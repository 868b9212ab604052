import { describe, expect, it } from 'vitest';
import { isMessageKey, messageFromServer } from './user-message';

describe('isMessageKey', () => {
  it.each([
    ['auth.wrong_password', true],
    ['film.not_found', true],
    ['validation.email', true],
    ['a.b.c', true],
    ['auth', false],
    ['Auth.wrong', false],
    ['Wrong password.', false],
    ['auth.wrong password', false],
    ['.auth', false],
    ['auth.', false],
    ['', false],
  ])('%s -> %s', (msg, expected) => {
    expect(isMessageKey(msg)).toBe(expected);
  });
});

describe('messageFromServer', () => {
  it.each([
    ['auth.wrong_password', 'Bad Request', { key: 'site-errors:auth.wrong_password', text: 'Bad Request' }],
    ['auth.wrong_password', '', { key: 'site-errors:auth.wrong_password' }],
    ['Something broke', 'Bad Request', { text: 'Something broke' }],
    ['', 'Bad Request', { text: 'Bad Request' }],
    [undefined, 'Gateway Timeout', { text: 'Gateway Timeout' }],
    [undefined, '', { key: 'site-errors:generic' }],
    ['   ', '  ', { key: 'site-errors:generic' }],
  ] as const)('%s / %s', (msg, fallback, expected) => {
    expect(messageFromServer(msg, fallback)).toEqual(expected);
  });
});
