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

/** The fields of one access log line (server/ops/request-observer.ts: logAccess). */
export interface AccessLine {
  readonly requestId: string;
  readonly method: string;
  readonly route: string;
  readonly path: string;
  readonly status: number;
  readonly ms: number;
  readonly ip?: string;
}

/** Where the server writes what happens; JSON lines in production, readable text otherwise. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /**
   * The access log line of one request, as `info('request', line)` writes it (same text, same redaction), made
   * without the intermediate objects: it runs for every request. A logger without it gets `info`.
   */
  access?(line: AccessLine): void;
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

/** Text that JSON.stringify writes as it is between its quotes: printable ASCII but the quote and the backslash. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * JSON.stringify(text), the same characters, without its cost where there is nothing to escape (paths, ids, route
 * patterns, addresses): a test of the text is about a fifth of a JSON.stringify of it.
 */
export function jsonString(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
}

/** JSON.stringify(n) of a number: its shortest text, or null for NaN and the infinities. */
export function jsonNumber(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
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
  // The time of a line, as JSON text, made once per millisecond (a loaded server writes several lines in one).
  let lastMs = NaN;
  let lastTime = '';
  const timeJson = () => {
    const now = Date.now();
    if (now !== lastMs) {
      lastMs = now;
      lastTime = JSON.stringify(new Date(now).toISOString());
    }
    return lastTime;
  };
  // No field name of an access line names a secret (log-redaction.ts), so redaction is that of each string value.
  const str = (value: string) => jsonString(redactText(value));
  const access = (line: AccessLine) => {
    if (!sink) return;
    if (!options.json) return write('info', 'request', { ...line });
    sink.line(
      `{"level":"info","time":${timeJson()},"message":"request","requestId":${str(line.requestId)},"method":${str(line.method)},` +
        `"route":${str(line.route)},"path":${str(line.path)},"status":${jsonNumber(line.status)},"ms":${jsonNumber(line.ms)}` +
        (line.ip === undefined ? '}' : `,"ip":${str(line.ip)}}`),
    );
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    access,
  };
}
