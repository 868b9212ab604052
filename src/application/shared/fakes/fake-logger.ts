import type { Logger } from '../logger.port';

/** Collects log lines so tests can assert on them. */
export class FakeLogger implements Logger {
  readonly lines: Array<{ level: 'debug' | 'info' | 'warn' | 'error'; message: string; context?: unknown }> = [];

  debug(message: string, context?: unknown): void {
    this.lines.push({ level: 'debug', message, context });
  }

  info(message: string, context?: unknown): void {
    this.lines.push({ level: 'info', message, context });
  }

  warn(message: string, context?: unknown): void {
    this.lines.push({ level: 'warn', message, context });
  }

  error(message: string, context?: unknown): void {
    this.lines.push({ level: 'error', message, context });
  }
}
