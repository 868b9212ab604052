import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { classifyFailure } from './failure.classifier';
import type { FailureInput, FailureOutcome } from './failure.types';

type Expected = Pick<FailureOutcome, 'kind' | 'toast' | 'openLogin' | 'code' | 'msgKey' | 'status'>;

const cases: ReadonlyArray<[string, FailureInput, Expected]> = [
  [
    'network failure toasts Network error',
    { kind: 'network' },
    { kind: 'network', toast: { key: 'site-errors:network', text: 'Network error' }, openLogin: false, code: 0, msgKey: 'site-errors:network', status: 0 },
  ],
  [
    'timeout is a network failure with its own message',
    { kind: 'timeout' },
    { kind: 'network', toast: { key: 'site-errors:timeout', text: 'Network error' }, openLogin: false, code: 0, msgKey: 'site-errors:timeout', status: 0 },
  ],
  [
    'a write not sent during a server render is quiet: no toast, no login',
    { kind: 'unsent' },
    { kind: 'unsent', toast: null, openLogin: false, code: 0, msgKey: 'site-errors:generic', status: 0 },
  ],
  [
    'body code 401 opens the login modal without a toast',
    { kind: 'body', status: 200, statusText: 'OK', body: { code: 401, msg: 'auth.required' } },
    { kind: 'unauthorized', toast: null, openLogin: true, code: 401, msgKey: 'site-errors:auth.required', status: 200 },
  ],
  [
    'body code 401 with free text still opens login',
    { kind: 'body', status: 200, statusText: 'OK', body: { code: 401, msg: 'Please log in' } },
    { kind: 'unauthorized', toast: null, openLogin: true, code: 401, msgKey: 'site-errors:unauthorized', status: 200 },
  ],
  [
    'HTTP 401 with an envelope code 401 opens login',
    { kind: 'http', status: 401, statusText: 'Unauthorized', body: { code: 401, msg: 'auth.required' } },
    { kind: 'unauthorized', toast: null, openLogin: true, code: 401, msgKey: 'site-errors:auth.required', status: 401 },
  ],
  [
    'bare HTTP 401 opens login',
    { kind: 'http', status: 401, statusText: 'Unauthorized' },
    { kind: 'unauthorized', toast: null, openLogin: true, code: 401, msgKey: 'site-errors:unauthorized', status: 401 },
  ],
  [
    'other body code with a message key toasts that key',
    { kind: 'body', status: 200, statusText: 'OK', body: { code: 404, msg: 'film.not_found' } },
    { kind: 'api', toast: { key: 'site-errors:film.not_found' }, openLogin: false, code: 404, msgKey: 'site-errors:film.not_found', status: 200 },
  ],
  [
    'other body code with free text toasts the text',
    { kind: 'body', status: 200, statusText: 'OK', body: { code: 500, msg: 'Database is down' } },
    { kind: 'api', toast: { text: 'Database is down' }, openLogin: false, code: 500, msgKey: 'site-errors:generic', status: 200 },
  ],
  [
    'other body code with an empty msg toasts the generic message, not OK',
    { kind: 'body', status: 200, statusText: 'OK', body: { code: 409, msg: ' ' } },
    { kind: 'api', toast: { key: 'site-errors:generic' }, openLogin: false, code: 409, msgKey: 'site-errors:generic', status: 200 },
  ],
  [
    'HTTP 500 without a body toasts the status text',
    { kind: 'http', status: 500, statusText: 'Internal Server Error' },
    { kind: 'http', toast: { text: 'Internal Server Error' }, openLogin: false, code: 500, msgKey: 'site-errors:generic', status: 500 },
  ],
  [
    'HTTP 404 with an envelope toasts the msg key, status text as fallback',
    { kind: 'http', status: 404, statusText: 'Not Found', body: { code: 404, msg: 'film.not_found' } },
    {
      kind: 'http',
      toast: { key: 'site-errors:film.not_found', text: 'Not Found' },
      openLogin: false,
      code: 404,
      msgKey: 'site-errors:film.not_found',
      status: 404,
    },
  ],
  [
    'HTTP 400 with free text toasts the text',
    { kind: 'http', status: 400, statusText: 'Bad Request', body: { code: 400, msg: 'email is wrong' } },
    { kind: 'http', toast: { text: 'email is wrong' }, openLogin: false, code: 400, msgKey: 'site-errors:generic', status: 400 },
  ],
  [
    'HTTP 502 over HTTP/2 (no status text) toasts the generic message',
    { kind: 'http', status: 502, statusText: '' },
    { kind: 'http', toast: { key: 'site-errors:generic' }, openLogin: false, code: 502, msgKey: 'site-errors:generic', status: 502 },
  ],
  [
    'HTTP error whose envelope says code 0 keeps the status as code',
    { kind: 'http', status: 503, statusText: 'Service Unavailable', body: { code: 0, msg: '' } },
    { kind: 'http', toast: { text: 'Service Unavailable' }, openLogin: false, code: 503, msgKey: 'site-errors:generic', status: 503 },
  ],
  [
    'a response that breaks the contract is its own failure',
    { kind: 'invalid', status: 200 },
    { kind: 'invalid', toast: { key: 'site-errors:invalid_response' }, openLogin: false, code: 0, msgKey: 'site-errors:invalid_response', status: 200 },
  ],
];

describe('classifyFailure (spec section 8)', () => {
  it.each(cases)('%s', (_, input, expected) => {
    expect(classifyFailure(input)).toEqual(expected);
  });

  it('only a 401 ever opens the login modal', () => {
    const opening = cases.filter(([, input]) => classifyFailure(input).openLogin).map(([name]) => name);
    expect(opening).toHaveLength(4);
    expect(opening.every((name) => name.includes('401'))).toBe(true);
  });
});

describe('ApiError', () => {
  it('carries the outcome as a value', () => {
    const error = ApiError.from(classifyFailure({ kind: 'body', status: 200, statusText: 'OK', body: { code: 404, msg: 'film.not_found' } }));
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect({ kind: error.kind, code: error.code, msgKey: error.msgKey, status: error.status }).toEqual({
      kind: 'api',
      code: 404,
      msgKey: 'site-errors:film.not_found',
      status: 200,
    });
    expect(error.message).toBe('api 404: site-errors:film.not_found');
  });

  it('is told apart from other errors', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ kind: 'api', code: 1 })).toBe(false);
  });
});
