import type { ServerContext } from '../context';
import { accountErasureTask } from '../modules/account/account-erasure';
import type { MaintenanceTask } from './maintenance-task';
import { orphanUploadFilesTask, unusedUploadsTask } from '../modules/community/comment-upload.service';
import { endedSessionsTask, outboxRetentionTask, spentCodesTask, trackingRetentionTask } from './retention.tasks';

/**
 * Every task of the maintenance job, in run order. A module adds its upkeep here as one line: a MaintenanceTask
 * (maintenance-task.ts) whose periods come from ServerConfig and are listed in the README's settings table.
 */
export function maintenanceTasks(ctx: ServerContext): MaintenanceTask[] {
  const settings = ctx.config.maintenance;
  return [
    accountErasureTask(ctx),
    trackingRetentionTask(settings),
    spentCodesTask(settings),
    endedSessionsTask(settings),
    outboxRetentionTask(settings),
    unusedUploadsTask(ctx),
    orphanUploadFilesTask(ctx),
  ];
}
