import type { ServerContext } from '../context';
import type { Database } from '../db/database';
import { advisoryLockedRun } from './exclusive-run';
import { createMaintenanceRunner, type MaintenanceRunner } from './maintenance-runner';
import { maintenanceTasks } from './maintenance-tasks';

/**
 * The server's one maintenance job: every task of maintenance-tasks.ts, every MAINTENANCE_EVERY_MINUTES, one run at
 * a time across processes. Stopped (waiting for a run under way) with the other flushables on shutdown.
 */
export function startMaintenance(ctx: ServerContext, ownConnection: <T>(work: (db: Database) => Promise<T>) => Promise<T>): MaintenanceRunner {
  const runner = createMaintenanceRunner({
    clock: ctx.clock,
    logger: ctx.logger,
    exclusive: advisoryLockedRun(ownConnection),
    everyMs: ctx.config.maintenance.everyMs,
  });
  for (const task of maintenanceTasks(ctx)) runner.register(task);
  runner.start();
  ctx.flushables.push({ flush: () => runner.stop() });
  return runner;
}
