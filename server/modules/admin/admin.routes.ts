import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as applications from '../../../contract/admin/applications.calls';
import * as console from '../../../contract/admin/console.calls';
import * as moderation from '../../../contract/admin/moderation.calls';
import * as lineReports from '../../../contract/admin/subtitle-reports.calls';
import * as traffic from '../../../contract/admin/traffic.calls';
import type { ServerContext } from '../../context';
import { users } from '../../db/schema/users';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { decideApplication, listApplications } from './applications.service';
import { listAudit } from './audit-log';
import { decideComment, hideMemberComments, moderationQueue } from './moderation.service';
import { operatorGuard, operatorOf } from './operator-guard';
import { trafficReport } from './traffic.service';
import { decideSubtitleReport, subtitleReportQueue } from './subtitle-reports.service';

/**
 * The operators' calls under /api/admin/...: the guard runs first on every path there (401 signed out, 403 for
 * non-operators), then each call's own validation. Other admin modules mount their routers after this one.
 */
export function adminRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const guard = operatorGuard(ctx);
  router.use('/api/admin', guard);
  router.use('/api/admin/*', guard);

  mountCall(router, console.adminMe, async (c) => {
    const operator = operatorOf(c);
    const [member] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, operator.id)).limit(1);
    return ok(c, { id: operator.id, email: operator.email, username: member?.username ?? '' });
  });

  mountCall(router, console.adminAuditLog, async (c, { query }) => ok(c, await listAudit(ctx.db, query.page, query.page_size, query.action)));

  mountCall(router, applications.adminApplications, async (c, { query }) => ok(c, await listApplications(ctx, query.status, query.page, query.page_size)));

  mountCall(router, applications.adminDecideApplication, async (c, { params, body }) =>
    ok(c, await decideApplication(ctx, operatorOf(c), params.id, body.decision, body.reply)),
  );

  mountCall(router, moderation.adminModerationQueue, async (c, { query }) => ok(c, await moderationQueue(ctx, query.queue, query.page, query.page_size)));

  mountCall(router, moderation.adminDecideComment, async (c, { params, body }) => ok(c, await decideComment(ctx, operatorOf(c), params.id, body.decision)));

  mountCall(router, moderation.adminHideMemberComments, async (c, { params }) =>
    ok(c, { hidden: await hideMemberComments(ctx, operatorOf(c), params.member_id) }),
  );

  mountCall(router, lineReports.adminLineReports, async (c, { query }) => ok(c, await subtitleReportQueue(ctx, query.queue, query.page, query.page_size)));

  mountCall(router, lineReports.adminDecideLineReport, async (c, { params, body }) => ok(c, await decideSubtitleReport(ctx, operatorOf(c), params.id, body)));

  mountCall(router, traffic.adminTraffic, async (c, { query }) => ok(c, await trafficReport(ctx, query.from, query.to)));

  return router;
}
