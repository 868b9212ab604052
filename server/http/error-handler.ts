import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from '../infrastructure';
import { AppError } from './app-error';
import { fail } from './envelope';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P03']);

/** The SQLSTATE of a database error (or of its cause, as Drizzle wraps it), or null. */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * SQLSTATE class 22 (data exception: a number out of range, a NUL byte in text, a malformed value) means the
 * database refused a value the caller sent. The contract's schemas refuse such values first; this is the net.
 */
export function isInputRefusedByDatabase(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

/** True when the error (or its cause) comes from the database or the connection to it. */
export function isDatabaseFault(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, message } = e as { name?: string; code?: unknown; message?: string };
    if (name === 'DrizzleQueryError' || name === 'DatabaseError') return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || /^[0-9A-Z]{5}$/.test(code))) return true;
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(
        message,
      )
    )
      return true;
  }
  return false;
}

/** Turns any thrown error into an envelope: never a stack trace, and a database fault leaves the server running. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) return fail(c, error.code, error.msgKey, undefined, error.data);
    if (error instanceof HTTPException) {
      const status = error.status;
      const key = status === 413 ? 'request.too_large' : status === 404 ? 'request.not_found' : 'request.invalid';
      return fail(c, status, key, status);
    }
    if (isInputRefusedByDatabase(error)) {
      logger.warn('input refused by the database', {
        requestId: c.get('requestId'),
        path: c.req.path,
        sqlstate: sqlStateOf(error),
        error: String((error as { cause?: unknown }).cause ?? error.message).slice(0, 200),
      });
      return fail(c, 400, 'validation.value');
    }
    if (isDatabaseFault(error)) {
      logger.error('database fault', { requestId: c.get('requestId'), path: c.req.path, error: String((error as { cause?: unknown }).cause ?? error.message) });
      return fail(c, 503, 'server.unavailable', 503);
    }
    logger.error('unhandled error', { requestId: c.get('requestId'), path: c.req.path, error: error.stack ?? String(error) });
    return fail(c, 500, 'server.error', 500);
  };
}

/** Unknown API paths answer an envelope too; the web module handles non-API paths itself. */
export const apiNotFound: NotFoundHandler = (c) => fail(c, 404, 'request.not_found', 404);
