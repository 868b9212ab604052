/**
 * An expected failure with its body code and message key (`auth.code_expired`, 400). Services throw it; the
 * error handler answers it as an envelope, so handlers need no try/catch.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: number,
    readonly msgKey: string,
    /** What the envelope's `data` tells besides the key (a refused file's line), when the call's contract says so. */
    readonly data: Readonly<Record<string, string | number>> | null = null,
  ) {
    super(msgKey);
  }
}
