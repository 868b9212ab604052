import { injectable } from 'inversify';
import type { Logger } from '../../application/shared/logger.port';

/** Writes diagnostics to the browser console; debug output only in development builds. */
@injectable()
export class ConsoleLogger implements Logger {
  constructor(private readonly verbose: boolean = import.meta.env.DEV) {}

  debug(message: string, context?: unknown): void {
    if (this.verbose) console.debug(message, ...extra(context));
  }

  info(message: string, context?: unknown): void {
    console.info(message, ...extra(context));
  }

  warn(message: string, context?: unknown): void {
    console.warn(message, ...extra(context));
  }

  error(message: string, context?: unknown): void {
    console.error(message, ...extra(context));
  }
}

function extra(context: unknown): unknown[] {
  return context === undefined ? [] : [context];
}
