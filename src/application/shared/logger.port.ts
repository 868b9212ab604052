import type { ServiceIdentifier } from 'inversify';

/** Diagnostic messages; failures the visitor is not told about (spec section 8) still end up here. */
export interface Logger {
  debug(message: string, context?: unknown): void;
  info(message: string, context?: unknown): void;
  warn(message: string, context?: unknown): void;
  error(message: string, context?: unknown): void;
}
export const Logger = Symbol.for('Logger') as ServiceIdentifier<Logger>;
