import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { MaintenanceSettings } from '../config';
import { outbox, sessions, verificationCodes } from '../db/schema/users';
import type { MaintenanceTask } from './maintenance-task';

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const count = (rows: unknown[]) => rows.length;

/** Tracking events are folded this many at a time, so one statement stays short on a large backlog. */
export const TRACKING_FOLD_BATCH = 5_000;

/**
 * Raw tracking events older than the period become counts per UTC day, event, host and page (tracking_daily)
 * and are deleted in the same statement, so no event is lost or counted twice if the job stops half-way.
 * Host and page are cut to lengths an index key holds; the counts name no visitor or member.
 */
export function trackingRetentionTask(settings: MaintenanceSettings): MaintenanceTask {
  return {
    name: 'tracking-events-folded',
    async run({ db, now }) {
      const cutoff = before(now, settings.trackingEventsKeepMs);
      let total = 0;
      for (;;) {
        const result = await db.execute(sql`
          with gone as (
            delete from tracking_events where id in (
              select id from tracking_events where received_at < ${cutoff} order by id limit ${TRACKING_FOLD_BATCH})
            returning received_at, event, host, page, seconds),
          folded as (
            insert into tracking_daily (day, event, host, page, events, seconds)
            select (received_at at time zone 'UTC')::date, left(event, 40), left(host, 255), left(page, 1000), count(*), coalesce(sum(seconds), 0)
            from gone group by 1, 2, 3, 4
            on conflict (day, event, host, page) do update
              set events = tracking_daily.events + excluded.events, seconds = tracking_daily.seconds + excluded.seconds
            returning 1)
          select (select count(*) from gone)::int as n`);
        const n = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
        total += n;
        if (n < TRACKING_FOLD_BATCH) return total;
      }
    },
  };
}

/** E-mailed codes (sign-up, sign-in, e-mail change, confirmations), used or never used, once past their keep time. */
export function spentCodesTask(settings: MaintenanceSettings): MaintenanceTask {
  return {
    name: 'verification-codes-purged',
    run: async ({ db, now }) =>
      count(
        await db
          .delete(verificationCodes)
          .where(lt(verificationCodes.expiresAt, before(now, settings.spentCodesKeepMs)))
          .returning({ id: verificationCodes.id }),
      ),
  };
}

/** Sessions that expired or were signed out, once past their keep time (the token hashes go with them). */
export function endedSessionsTask(settings: MaintenanceSettings): MaintenanceTask {
  return {
    name: 'ended-sessions-purged',
    async run({ db, now }) {
      const cutoff = before(now, settings.endedSessionsKeepMs);
      const ended = or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)));
      return count(await db.delete(sessions).where(ended).returning({ id: sessions.id }));
    },
  };
}

/** Dev outbox mails hold codes and addresses; they go after their keep time. */
export function outboxRetentionTask(settings: MaintenanceSettings): MaintenanceTask {
  return {
    name: 'outbox-mails-purged',
    run: async ({ db, now }) =>
      count(
        await db
          .delete(outbox)
          .where(lt(outbox.createdAt, before(now, settings.outboxKeepMs)))
          .returning({ id: outbox.id }),
      ),
  };
}
