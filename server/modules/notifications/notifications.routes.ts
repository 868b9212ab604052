import { Hono, type Context, type Next } from 'hono';
import * as calls from '../../../contract/notifications/notifications.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { listNotices, markRead, unreadCount } from './notices.query';
import { checkUnsubscribeToken, emailSettings, readSettings, unsubscribeByToken, updateSettings } from './notification-settings.service';

/** The member's notices, their e-mail settings, and unsubscribing by a mail's link (issue 29, item 13). */
export function notificationsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  // Personal answers: never kept by a cache on the way.
  const noStore = async (c: Context<AppEnv>, next: Next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  router.use('/api/notifications', noStore);
  router.use('/api/notifications/*', noStore);

  mountCall(router, calls.notifications, async (c) => {
    const userId = c.get('userId')!;
    const [items, unread] = await Promise.all([listNotices(ctx, userId, requestLang(c)), unreadCount(ctx, userId)]);
    return ok(c, { items, unread });
  });

  mountCall(router, calls.unreadNotifications, async (c) => ok(c, { unread: await unreadCount(ctx, c.get('userId')!) }));

  mountCall(router, calls.markNotificationsRead, async (c, { body }) => ok(c, { unread: await markRead(ctx, c.get('userId')!, body.ids) }));

  mountCall(router, calls.notificationSettings, async (c) => ok(c, await readSettings(ctx, c.get('userId')!)));

  mountCall(router, calls.updateNotificationSettings, async (c, { body }) => ok(c, await updateSettings(ctx, c.get('userId')!, body.email)));

  mountCall(router, calls.unsubscribeInfo, async (c, { query }) => {
    const { kind, row } = await checkUnsubscribeToken(ctx, query.token);
    return ok(c, { kind, email: emailSettings(row).email[kind] });
  });

  mountCall(router, calls.unsubscribe, async (c, { query }) => ok(c, { kind: await unsubscribeByToken(ctx, query.token), email: false }));

  return router;
}
