import type { FailureKind, FailureOutcome } from './failure.types';

/** The one error every API request rejects with: a value naming the failure, never a raw transport error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: FailureKind,
    /** The body code, else the HTTP status, else 0 (no response). */
    readonly code: number,
    /** The locale key naming the failure, e.g. `site-errors:auth.wrong_password`. */
    readonly msgKey: string,
    /** The HTTP status, 0 when no response arrived. */
    readonly status: number,
  ) {
    super(`${kind} ${code}: ${msgKey}`);
  }

  /** The ApiError for a classified failure. */
  static from(outcome: FailureOutcome): ApiError {
    return new ApiError(outcome.kind, outcome.code, outcome.msgKey, outcome.status);
  }
}

/** True for the ApiError values the HTTP adapter rejects with. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
