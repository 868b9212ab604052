import type { HttpHandler } from 'msw';
import { calls } from '../../contract/all-calls';
import type { Notice, NotificationSettings } from '../../contract/notifications/notifications.schemas';
import { handlerFor, type HandlerOptions } from './handler-for';

/** The fake member's notices: a reply (unread) and an approved application (read). */
export const fakeNotices: Notice[] = [
  {
    id: 2,
    type: 'reply',
    created_at: '2026-01-05T09:00:00.000Z',
    read: false,
    film: { id: 1, title: 'Midnight Bride' },
    thread_id: 11,
    actor: 'ben',
    excerpt: 'Agreed, what an ending!',
    count: 1,
  },
  {
    id: 1,
    type: 'application_approved',
    created_at: '2026-01-04T09:00:00.000Z',
    read: true,
    film: { id: 2, title: 'The Billionaire Returns' },
    thread_id: null,
    actor: null,
    excerpt: null,
    count: 1,
  },
];

const allOn: NotificationSettings = { email: { reply: true, moderation: true, application: true } };

/** Fake answers of the notifications calls (issue 29, item 13); any bearer token is member 1. */
export function notificationsHandlers(options: HandlerOptions): HttpHandler[] {
  const unread = () => fakeNotices.filter((notice) => !notice.read).length;
  return [
    handlerFor(calls.notifications, () => ({ items: fakeNotices, unread: unread() }), options),
    handlerFor(calls.unreadNotifications, () => ({ unread: unread() }), options),
    handlerFor(calls.markNotificationsRead, () => ({ unread: 0 }), options),
    handlerFor(calls.notificationSettings, () => allOn, options),
    handlerFor(calls.updateNotificationSettings, ({ body }) => ({ email: { ...allOn.email, ...body.email } }), options),
    handlerFor(calls.unsubscribeInfo, () => ({ kind: 'reply' as const, email: true }), options),
    handlerFor(calls.unsubscribe, () => ({ kind: 'reply' as const, email: false }), options),
  ];
}
