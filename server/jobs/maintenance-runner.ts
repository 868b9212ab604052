import type { Clock, Logger } from '../infrastructure';
import type { Database } from '../db/database';
import type { MaintenanceTask } from './maintenance-task';

/** Runs work holding the cluster-wide maintenance lock; answers `busy` when another process holds it. */
export type ExclusiveRun = <T>(work: (db: Database) => Promise<T>) => Promise<T | 'busy'>;

/** Rows each task removed or changed, or the error that stopped it (the other tasks still ran). */
export type RunReport = Readonly<Record<string, number | { error: string }>>;

/** A run either happened (with its report) or was skipped because another one was under way. */
export type RunOutcome = { readonly ran: true; readonly at: Date; readonly report: RunReport } | { readonly ran: false; readonly reason: 'busy' };

export interface MaintenanceRunner {
  /** Adds a task; tasks run in the order they were registered. */
  register(task: MaintenanceTask): void;
  /** One run of every task now, unless a run is under way here or in another process. */
  runOnce(): Promise<RunOutcome>;
  /** Runs every `everyMs` (the first run one interval after start); 0 never starts. */
  start(): void;
  /** No further runs; waits for the one under way. Registered as a flushable so a shutdown does not cut a run. */
  stop(): Promise<void>;
}

export interface RunnerOptions {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly exclusive: ExclusiveRun;
  readonly everyMs: number;
}

export function createMaintenanceRunner(options: RunnerOptions): MaintenanceRunner {
  const tasks: MaintenanceTask[] = [];
  let current: Promise<RunOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runTasks = async (db: Database): Promise<RunOutcome> => {
    const at = options.clock.now();
    const report: Record<string, number | { error: string }> = {};
    for (const task of tasks) {
      try {
        report[task.name] = await task.run({ db, now: at });
      } catch (error) {
        // One failing task must not keep the others (erasures among them) from running.
        report[task.name] = { error: error instanceof Error ? error.message : String(error) };
        options.logger.error('maintenance task failed', { task: task.name, error: String(error) });
      }
    }
    options.logger.info('maintenance run finished', { report });
    return { ran: true, at, report };
  };

  const runOnce = (): Promise<RunOutcome> => {
    // In this process one run at a time (PGlite's single session would let a second lock request through).
    if (current) return Promise.resolve({ ran: false, reason: 'busy' });
    current = options
      .exclusive(runTasks)
      .then((outcome): RunOutcome => (outcome === 'busy' ? { ran: false, reason: 'busy' } : outcome))
      .finally(() => {
        current = undefined;
      });
    return current;
  };

  const schedule = () => {
    if (stopped || options.everyMs <= 0) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error) => options.logger.error('maintenance run failed', { error: String(error) }))
        .finally(schedule);
    }, options.everyMs);
    timer.unref();
  };

  return {
    register(task) {
      if (tasks.some((t) => t.name === task.name)) throw new Error(`maintenance task ${task.name} registered twice`);
      tasks.push(task);
    },
    runOnce,
    start() {
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
