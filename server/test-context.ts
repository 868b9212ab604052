import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ServerConfig } from './config';
import { loadConfig } from './config';
import { bootContext } from './boot';
import type { ServerContext } from './context';
import { consoleLogger, type Clock, type Flushable, type ServerInfrastructure } from './infrastructure';
import type { Mailer, MailMessage } from './mail/mailer.port';
import { OutboxMailer } from './mail/outbox.mailer';
import { LocalMediaStore } from './media-store/local.media-store';

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-01-01T00:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  /** Moves time forward. */
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A mailer spy that also keeps mails in the outbox table, like the real default. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  constructor(private readonly inner: Mailer) {}
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    await this.inner.send(message);
  }
}

/** A migrated, empty database for one test file, plus a context around it. */
export interface TestContext {
  readonly ctx: ServerContext & { clock: FakeClock; mailer: RecordingMailer };
  close(): Promise<void>;
}

/** A fresh database per call: in-memory PGlite, or a new database on the server of DATABASE_URL when it is set. */
export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const baseUrl = process.env.DATABASE_URL || undefined;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config: ServerConfig = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl, ...overrides };
  const logger = consoleLogger({ silent: true });
  const mediaDir = mkdtempSync(join(tmpdir(), 'test-media-'));
  const { ctx, connection } = await bootContext<ServerInfrastructure & { clock: FakeClock; mailer: RecordingMailer }>(
    { databaseUrl, dataDir: 'memory://' },
    (connection) => ({
      config,
      clock: new FakeClock(),
      logger,
      mailer: new RecordingMailer(new OutboxMailer(connection.db, logger)),
      flushables: [] as Flushable[],
      media: new LocalMediaStore(mediaDir),
    }),
  );
  return {
    ctx,
    async close() {
      for (const f of ctx.flushables) await f.flush();
      await connection.close();
      await dropDatabase();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
