/*
 * Where log lines go: process.stdout (info, warn) and process.stderr (error), in batches. One write per line
 * (console.log) cost a quarter of the CPU of a cached page under load; lines are now joined and written once per
 * event-loop turn (or every BATCH_BYTES), in order, and whatever is pending is written before the process exits.
 * The process's sink lets a line wait a few milliseconds (PROCESS_LINGER_MS) for others: under load a turn answers
 * one or two requests, so a write per turn was still about a write per access line, and that write cost the pixel
 * (the cheapest answer) about a tenth of its CPU.
 */

/** The part of a Node stream the sink uses (process.stdout, process.stderr, or a test's capture). */
export interface LogStream {
  write(chunk: string): boolean;
  /** Bytes the stream holds that its destination has not taken yet (0 for Linux pipes and files: written at once). */
  readonly writableLength?: number;
}

export interface LogSinkOptions {
  readonly out: LogStream;
  readonly err: LogStream;
  /** Pending text past which the batch is written before the turn ends. */
  readonly batchBytes?: number;
  /** A stream holding this much unwritten text is not keeping up: lines are dropped (and counted) until it drains. */
  readonly maxBacklogBytes?: number;
  /** How long the first pending line waits for others to share its write; 0: until the end of the event-loop turn. */
  readonly lingerMs?: number;
}

const BATCH_BYTES = 64 * 1024;
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;
/** The process sink's linger: lines reach stdout at most this much later; exit and errors still write at once. */
const PROCESS_LINGER_MS = 10;

/**
 * A batching writer. When a destination stops taking text (a stalled pipe reader on a platform where stdout is
 * asynchronous), lines are dropped and counted rather than buffered without bound or made to block requests: the
 * site keeps answering, and a line says how many were lost once the stream has drained. On Linux, Node writes to
 * pipes and files synchronously, so the backlog stays empty and nothing is ever dropped there.
 */
export class LogSink {
  #out: string[] = [];
  #outBytes = 0;
  #scheduled = false;
  #dropped = 0;
  #unreported = 0;
  readonly #options: Required<LogSinkOptions>;

  constructor(options: LogSinkOptions) {
    this.#options = { batchBytes: BATCH_BYTES, maxBacklogBytes: MAX_BACKLOG_BYTES, lingerMs: 0, ...options };
  }

  readonly #scheduledFlush = () => this.flush();

  /** Lines dropped so far because stdout was not keeping up. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Queues an info or warn line for stdout. */
  line(text: string): void {
    if ((this.#options.out.writableLength ?? 0) > this.#options.maxBacklogBytes) {
      this.#dropped++;
      this.#unreported++;
      return;
    }
    this.#out.push(text);
    this.#outBytes += text.length + 1;
    if (this.#outBytes >= this.#options.batchBytes) this.flush();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      if (this.#options.lingerMs > 0) setTimeout(this.#scheduledFlush, this.#options.lingerMs);
      else setImmediate(this.#scheduledFlush);
    }
  }

  /** An error line: what was queued before it goes out first, then the error, at once (errors are rare). */
  errorLine(text: string): void {
    this.flush();
    this.#options.err.write(text + '\n');
  }

  /** Writes whatever is queued now (the exit hooks call it; so may a test). */
  flush(): void {
    this.#scheduled = false;
    if (this.#unreported > 0 && this.#out.length > 0) {
      this.#out.push(
        JSON.stringify({
          level: 'warn',
          time: new Date().toISOString(),
          message: 'log lines dropped while stdout was not keeping up',
          dropped: this.#unreported,
          droppedTotal: this.#dropped,
        }),
      );
      this.#unreported = 0;
    }
    if (this.#out.length === 0) return;
    const text = this.#out.join('\n') + '\n';
    this.#out = [];
    this.#outBytes = 0;
    this.#options.out.write(text);
  }
}

let processSink: LogSink | undefined;

/**
 * The process's one sink over stdout and stderr. Pending lines are written on beforeExit and on exit, which Node
 * runs for process.exit() (the shutdown on SIGTERM/SIGINT/SIGHUP ends with it) and for an uncaught exception; for
 * the latter also before Node prints the error (uncaughtExceptionMonitor), so the lines leading to it come first.
 */
export function processLogSink(): LogSink {
  if (processSink) return processSink;
  const sink = new LogSink({ out: process.stdout, err: process.stderr, lingerMs: PROCESS_LINGER_MS });
  const flush = () => sink.flush();
  // A reader that went away (EPIPE) must not crash the server: like console.log, whose writes these replace, the
  // lines are lost and the server goes on.
  const ignore = () => {};
  process.stdout.on('error', ignore);
  process.stderr.on('error', ignore);
  process.on('beforeExit', flush);
  process.on('exit', flush);
  process.on('uncaughtExceptionMonitor', flush);
  processSink = sink;
  return sink;
}

/** Writes the process sink's pending lines now (before a message written outside the logger, say). */
export function flushProcessLogs(): void {
  processSink?.flush();
}
