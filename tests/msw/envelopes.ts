import { HttpResponse } from 'msw';
import { codeOf } from '../../contract/error-codes';

/** The success envelope the server answers. */
export function okEnvelope<T>(data: T): { code: 0; msg: 'ok'; data: T } {
  return { code: 0, msg: 'ok', data };
}

/** A failure envelope: body code and message key (`film.not_found`, `validation.email`). */
export function errorEnvelope(code: number, msg: string): { code: number; msg: string; data: null } {
  return { code, msg, data: null };
}

/**
 * The HTTP answer of a failure as the server sends it: the envelope with the HTTP status equal to the body code.
 * The code defaults to the one contract/error-codes.ts gives the key.
 */
export function errorResponse(msg: string, code: number = codeOf(msg)): Response {
  return HttpResponse.json(errorEnvelope(code, msg), { status: code });
}
