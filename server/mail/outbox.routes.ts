import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { fail } from '../http/envelope';
import { outboxRefusal } from './outbox-access';
import { readOutbox } from './outbox.mailer';

/**
 * GET /dev/outbox: the outbox mails as JSON, newest first, for requests from this very machine (outbox-access.ts);
 * absent (404) for everyone else and when config.devOutbox is off.
 */
export function outboxRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/dev/outbox', async (c) => {
    if (outboxRefusal(c, ctx.config) !== undefined) return fail(c, 404, 'request.not_found');
    c.header('Cache-Control', 'no-store');
    return c.json(await readOutbox(ctx.db));
  });
  return router;
}
