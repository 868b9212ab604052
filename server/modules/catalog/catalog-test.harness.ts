import { Hono } from 'hono';
import { bootContext } from '../../boot';
import { loadConfig } from '../../config';
import type { ServerContext } from '../../context';
import { consoleLogger } from '../../infrastructure';
import type { DatabaseConnection } from '../../db/connect';
import { sessions, users } from '../../db/schema/users';
import type { AppEnv } from '../../http/app-env';
import { apiNotFound, errorHandler } from '../../http/error-handler';
import { newSessionToken, sha256 } from '../../http/session-token';
import { sessionMiddleware } from '../../http/session.middleware';
import { createMediaStore } from '../../media-store/create-media-store';

/** A fixed "now" so that is_new, rankings and monthly-hot do not depend on the day the tests run. */
export const TEST_NOW = new Date('2026-06-15T12:00:00.000Z');

/** A fresh in-memory PGlite with every migration, and a context over it (for server tests only). */
export async function openTestContext(): Promise<{ ctx: ServerContext; connection: DatabaseConnection }> {
  return bootContext({ dataDir: 'memory://' }, () => ({
    config: loadConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'https://drama.test' }),
    mailer: { send: async () => {} },
    clock: { now: () => TEST_NOW },
    logger: consoleLogger({ silent: true }),
    flushables: [],
    media: createMediaStore({ kind: 'local', dir: 'memory://' }),
  }));
}

/** The API as the real app wires it around the given routers: session middleware, error and 404 envelopes. */
export function testApp(ctx: ServerContext, routers: Hono<AppEnv>[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(ctx.logger));
  app.use('/api/*', sessionMiddleware(ctx));
  for (const router of routers) app.route('/', router);
  app.notFound(apiNotFound);
  return app;
}

/** Creates a member with a live session; answers the user id and the bearer token. */
export async function signedInUser(ctx: ServerContext, name: string): Promise<{ id: string; token: string }> {
  const [user] = await ctx.db
    .insert(users)
    .values({ email: `${name}@example.com`, username: name })
    .returning({ id: users.id });
  const token = newSessionToken();
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user!.id,
    expiresAt: new Date(TEST_NOW.getTime() + 86_400_000),
  });
  return { id: user!.id, token };
}

/** Envelope of a JSON answer, typed loosely for assertions. */
export interface TestEnvelope<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** Calls the app in process and reads the envelope. */
export async function call<T = any>(
  app: Hono<AppEnv>,
  path: string,
  init: { method?: string; token?: string; lang?: string; body?: unknown } = {},
): Promise<TestEnvelope<T>> {
  const headers: Record<string, string> = { 'accept-language': init.lang ?? 'en' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request(path, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...json };
}
