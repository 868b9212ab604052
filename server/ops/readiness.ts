/** One thing a process needs before it takes traffic; resolves true when ready (a throw counts as not ready). */
export type ReadinessCheck = () => Promise<boolean> | boolean;

/** The readiness checks of one running server (server/composition.ts builds it; GET /readyz runs them). */
export class ReadinessChecks {
  private readonly checks = new Map<string, ReadinessCheck>();

  /**
   * Adds (or replaces) a named check that GET /readyz runs: the database, the migrations and the search index are
   * registered at start (server/ops/ops-checks.ts); any module that must warm up first registers its own.
   */
  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** Runs every check at once, each bounded by `timeoutMs`: which passed, and whether all did. */
  async run(timeoutMs = 2_000): Promise<{ ready: boolean; checks: Record<string, boolean> }> {
    const entries = [...this.checks];
    const results = await Promise.all(
      entries.map(async ([, check]) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
        try {
          return await Promise.race([
            Promise.resolve()
              .then(check)
              .catch(() => false),
            late,
          ]);
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const checks = Object.fromEntries(entries.map(([name], i) => [name, results[i] === true]));
    return { ready: results.every((r) => r === true), checks };
  }
}
