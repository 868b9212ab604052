/** How often and how long code (a route's screen, a feature's module) is waited for before the visitor is told. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** One attempt is given up after this; it keeps running, and still counts if it arrives during a later one. */
  readonly timeoutMs: number;
  /** Pause before the 2nd, 3rd... attempt (the last value repeats). */
  readonly pausesMs: readonly number[];
}

/** For the site's lazy chunks: a dropped download is tried twice more, a hung one is given up after 8 s each. */
export const CODE_LOAD_POLICY: RetryPolicy = { attempts: 3, timeoutMs: 8_000, pausesMs: [500, 2_000] };

/** The code did not arrive after every attempt: the page shows the reload screen for this error. */
export class CodeLoadError extends Error {
  override name = 'CodeLoadError';
  constructor(
    readonly attempts: number,
    override readonly cause: unknown,
  ) {
    super(`Code did not load after ${attempts} attempts: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

class AttemptTimedOut extends Error {
  override name = 'AttemptTimedOut';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it gives a value: a failed attempt is retried after a pause, a hung one after its timeout. A
 * retried dynamic import downloads again: the built chunks ask for a failed file with a new query
 * (build/retryable-imports.ts), as many browsers keep a failed module; an attempt still running when the next starts
 * is not dropped, whichever arrives first wins. Rejects with CodeLoadError after the last attempt.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, policy: RetryPolicy = CODE_LOAD_POLICY): Promise<T> {
  const running: Promise<T>[] = [];
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (attempt > 1) await sleep(policy.pausesMs[Math.min(attempt - 2, policy.pausesMs.length - 1)] ?? 0);
    running.push(Promise.resolve().then(load));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AttemptTimedOut(`no answer within ${policy.timeoutMs} ms`)), policy.timeoutMs);
    });
    try {
      return await Promise.race([Promise.any(running), timedOut]);
    } catch (error) {
      lastError = error instanceof AggregateError ? error.errors.at(-1) : error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw new CodeLoadError(policy.attempts, lastError);
}
