import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseConnection } from '../db/connect';
import type { Database } from '../db/database';
import { trackingDaily, trackingEvents } from '../db/schema/tracking';
import { outbox, sessions, users, verificationCodes } from '../db/schema/users';
import { createTestContext, type TestContext } from '../test-context';
import { advisoryLockedRun } from './exclusive-run';
import { createMaintenanceRunner, type ExclusiveRun } from './maintenance-runner';
import { maintenanceTasks } from './maintenance-tasks';
import { TRACKING_FOLD_BATCH } from './retention.tasks';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let t: TestContext;
/** Own connections for the lock: on PostgreSQL a new client per run (as in main.ts), on PGlite the one session. */
let lockConnection: DatabaseConnection | undefined;
let exclusive: ExclusiveRun;

beforeAll(async () => {
  t = await createTestContext();
  const url = t.ctx.config.databaseUrl;
  if (url) lockConnection = await connectDatabase({ databaseUrl: url, dataDir: 'memory://' });
  exclusive = advisoryLockedRun(lockConnection ? lockConnection.unbounded : (work) => work(t.ctx.db));
});
afterAll(async () => {
  await lockConnection?.close();
  await t.close();
});

const runner = () => {
  const r = createMaintenanceRunner({ clock: t.ctx.clock, logger: t.ctx.logger, exclusive, everyMs: 0 });
  for (const task of maintenanceTasks(t.ctx)) r.register(task);
  return r;
};

describe('the runner', () => {
  it('runs one run at a time in a process and reports each task', async () => {
    const r = runner();
    const [a, b] = await Promise.all([r.runOnce(), r.runOnce()]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    const done = a.ran ? a : b;
    if (!done.ran) throw new Error('unreachable');
    expect(Object.keys(done.report)).toEqual(maintenanceTasks(t.ctx).map((task) => task.name));
    expect((await r.runOnce()).ran).toBe(true);
  });

  it('keeps running the other tasks when one fails, and refuses a task name twice', async () => {
    const r = createMaintenanceRunner({ clock: t.ctx.clock, logger: t.ctx.logger, exclusive, everyMs: 0 });
    const ran: string[] = [];
    r.register({ name: 'broken', run: async () => Promise.reject(new Error('boom')) });
    r.register({ name: 'fine', run: async () => (ran.push('fine'), 3) });
    expect(() => r.register({ name: 'fine', run: async () => 0 })).toThrow(/twice/);
    const outcome = await r.runOnce();
    expect(outcome).toMatchObject({ ran: true, report: { broken: { error: 'boom' }, fine: 3 } });
    expect(ran).toEqual(['fine']);
  });

  it('skips a run while another process holds the lock (PostgreSQL only: PGlite is one process)', async (context) => {
    if (!lockConnection) return context.skip();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const other = exclusive(async () => {
      holding();
      await held;
    });
    await isHolding;
    expect(await runner().runOnce()).toEqual({ ran: false, reason: 'busy' });
    release();
    await other;
    expect((await runner().runOnce()).ran).toBe(true);
  });

  it('runs on its interval and stop() waits for the run under way', async () => {
    let runs = 0;
    let finishRun!: () => void;
    const r = createMaintenanceRunner({ clock: t.ctx.clock, logger: t.ctx.logger, exclusive, everyMs: 5 });
    const started = new Promise<void>((resolve) =>
      r.register({
        name: 'slow',
        run: () => {
          runs += 1;
          resolve();
          return new Promise<number>((done) => (finishRun = () => done(1)));
        },
      }),
    );
    r.start();
    await started;
    let stopped = false;
    const stopping = r.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    expect(runs).toBe(1);
  });
});

describe('retention periods', () => {
  const settings = () => t.ctx.config.maintenance;
  const at = (offsetMs: number) => new Date(t.ctx.clock.now().getTime() + offsetMs);

  async function memberId(db: Database, email: string): Promise<string> {
    const [row] = await db.insert(users).values({ email, username: 'keeper' }).returning({ id: users.id });
    return row!.id;
  }

  it('removes exactly the rows past their periods and keeps the rest', async () => {
    const { db } = t.ctx;
    const s = settings();
    const uid = await memberId(db, 'retention@example.com');
    const edge = 60_000; // one minute either side of each limit
    await db.insert(trackingEvents).values([
      { event: 'pv', url: 'https://x/a', host: 'x', page: '/a', visitorId: 'v1', userId: uid, receivedAt: at(-s.trackingEventsKeepMs - edge) },
      { event: 'pv', url: 'https://x/a', host: 'x', page: '/a', visitorId: 'v2', receivedAt: at(-s.trackingEventsKeepMs - 2 * DAY) },
      { event: 'pt', url: 'https://x/a', host: 'x', page: '/a', visitorId: 'v1', seconds: 40, receivedAt: at(-s.trackingEventsKeepMs - edge) },
      { event: 'pv', url: 'https://x/b', host: 'x', page: '/b', visitorId: 'v3', receivedAt: at(-s.trackingEventsKeepMs + edge) },
    ]);
    await db.insert(verificationCodes).values([
      { email: 'old@example.com', codeHash: 'h1', requestIp: '1.1.1.1', expiresAt: at(-s.spentCodesKeepMs - edge) },
      { email: 'new@example.com', codeHash: 'h2', requestIp: '1.1.1.1', expiresAt: at(-s.spentCodesKeepMs + edge) },
    ]);
    const expires = (ms: number) => ({ userId: uid, expiresAt: at(ms) });
    await db.insert(sessions).values([
      { tokenHash: 'expired-long-ago', ...expires(-s.endedSessionsKeepMs - edge) },
      { tokenHash: 'expired-recently', ...expires(-s.endedSessionsKeepMs + edge) },
      { tokenHash: 'revoked-long-ago', ...expires(DAY), revokedAt: at(-s.endedSessionsKeepMs - edge) },
      { tokenHash: 'revoked-recently', ...expires(DAY), revokedAt: at(-HOUR) },
      { tokenHash: 'live', ...expires(DAY) },
    ]);
    const mail = { toAddress: 'a@example.com', subject: 's', textBody: 't', htmlBody: 'h' };
    await db.insert(outbox).values([
      { ...mail, createdAt: at(-s.outboxKeepMs - edge) },
      { ...mail, subject: 'kept', createdAt: at(-s.outboxKeepMs + edge) },
    ]);

    const outcome = await runner().runOnce();
    expect(outcome).toMatchObject({
      ran: true,
      report: { 'tracking-events-folded': 3, 'verification-codes-purged': 1, 'ended-sessions-purged': 2, 'outbox-mails-purged': 1 },
    });
    expect((await db.select({ page: trackingEvents.page }).from(trackingEvents)).map((e) => e.page)).toEqual(['/b']);
    expect((await db.select({ email: verificationCodes.email }).from(verificationCodes)).map((c) => c.email)).toEqual(['new@example.com']);
    expect((await db.select({ h: sessions.tokenHash }).from(sessions)).map((x) => x.h).sort()).toEqual(['expired-recently', 'live', 'revoked-recently']);
    expect((await db.select({ subject: outbox.subject }).from(outbox)).map((m) => m.subject)).toEqual(['kept']);
    const daily = await db.select().from(trackingDaily).orderBy(trackingDaily.day, trackingDaily.event);
    const dayOf = (d: Date) => d.toISOString().slice(0, 10);
    expect(daily).toEqual([
      { day: dayOf(at(-s.trackingEventsKeepMs - 2 * DAY)), event: 'pv', host: 'x', page: '/a', events: 1, seconds: 0 },
      { day: dayOf(at(-s.trackingEventsKeepMs - edge)), event: 'pt', host: 'x', page: '/a', events: 1, seconds: 40 },
      { day: dayOf(at(-s.trackingEventsKeepMs - edge)), event: 'pv', host: 'x', page: '/a', events: 1, seconds: 0 },
    ]);
    // A second run finds nothing more to do.
    expect(await runner().runOnce()).toMatchObject({ report: { 'tracking-events-folded': 0, 'ended-sessions-purged': 0 } });
  });

  it('folds a backlog larger than one batch and adds to counts already folded', async () => {
    const { db } = t.ctx;
    const old = at(-settings().trackingEventsKeepMs - 2 * DAY);
    const n = TRACKING_FOLD_BATCH + 7;
    await db.execute(sql`insert into tracking_events (event, url, host, page, received_at)
      select 'pv', 'https://x/c', 'x', '/c', ${old} from generate_series(1, ${n})`);
    await db.insert(trackingDaily).values({ day: old.toISOString().slice(0, 10), event: 'pv', host: 'x', page: '/c', events: 5, seconds: 0 });
    expect(await runner().runOnce()).toMatchObject({ report: { 'tracking-events-folded': n } });
    const [row] = await db
      .select()
      .from(trackingDaily)
      .where(sql`page = '/c'`);
    expect(row?.events).toBe(n + 5);
  });
});
