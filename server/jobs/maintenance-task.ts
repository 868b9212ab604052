import type { Database } from '../db/database';

/** What a task gets for one run: a connection of the job's own (no request statement timeout) and the job's time. */
export interface TaskRun {
  readonly db: Database;
  /** The runner's clock at the start of the run; tasks compare their periods against it, never against Date.now(). */
  readonly now: Date;
}

/**
 * One piece of periodic upkeep (retention, due erasures, ...). A task removes what is due at `now` and answers
 * how many rows it removed or changed; it must be safe to run again after a failure half-way.
 */
export interface MaintenanceTask {
  /** Unique; shown in logs and in the run's report. */
  readonly name: string;
  run(run: TaskRun): Promise<number>;
}
