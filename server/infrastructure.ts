import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { redactFields, redactText } from './log-redaction';
import type { Mailer } from './mail/mailer.port';
import type { MediaStore } from './media-store/media-store.port';
import { processLogSink, type LogSink } from './ops/log-sink';

/** The time source; tests pass a fake one to move past expiries without waiting. */
export interface Clock {
  now(): Date;
}

/** Where the server writes what happens; JSON lines in production, readable text otherwise. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Work queued in memory (such as tracking events) that must reach the database before the process exits. */
export interface Flushable {
  flush(): Promise<void>;
  /** Items waiting (the tracking_queue_length metric). */
  readonly size?: number;
}

/**
 * What a server process runs on, made by main.ts (or a test) before anything else: the database, configuration,
 * mail, clock, logger and media store. The parts built over it live in server/composition.ts.
 */
export interface ServerInfrastructure {
  readonly db: Database;
  readonly config: ServerConfig;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Registered by modules that batch writes; main.ts flushes them on shutdown. */
  readonly flushables: Flushable[];
  /** Posters, photos, uploads and episode videos (server/media-store). */
  readonly media: MediaStore;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * The process logger: secrets redacted (log-redaction.ts), lines batched to stdout/stderr by the process's log sink
 * (ops/log-sink.ts: in order, written before exit); `silent` keeps test output clean, `sink` lets a test capture.
 */
export function consoleLogger(options: { json?: boolean; silent?: boolean; sink?: LogSink } = {}): Logger {
  const sink = options.silent ? undefined : (options.sink ?? processLogSink());
  const write = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (!sink) return;
    const text = redactText(message);
    const safe = fields && redactFields(fields);
    const line = options.json
      ? JSON.stringify({ level, time: new Date().toISOString(), message: text, ...safe })
      : `[${level}] ${text}${safe ? ' ' + JSON.stringify(safe) : ''}`;
    if (level === 'error') sink.errorLine(line);
    else sink.line(line);
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}
