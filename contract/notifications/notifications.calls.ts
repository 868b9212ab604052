import * as v from 'valibot';
import { defineCall } from '../call';
import { Id } from '../common.schemas';
import { NoticeList, NotificationSettings, UnreadCount, UnsubscribeState } from './notifications.schemas';

/** Most notices a list answers (the newest first). */
export const NOTICE_LIST_MAX = 50;

/** An unsubscribe token: `<member id>.<kind>.<signature>` as the mails write it (the server checks the signature). */
const UnsubscribeToken = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

/** The member's newest notices, with titles in the request's language, and the count of unread ones. */
export const notifications = defineCall({
  id: 'notifications',
  method: 'GET',
  path: '/api/notifications',
  summary: "The signed-in member's notices (added: not in the spec)",
  tag: 'notifications',
  auth: 'required',
  data: NoticeList,
});

/** How many notices are unread: what the bell polls. */
export const unreadNotifications = defineCall({
  id: 'unreadNotifications',
  method: 'GET',
  path: '/api/notifications/unread',
  summary: "How many of the member's notices are unread (added: not in the spec)",
  tag: 'notifications',
  auth: 'required',
  data: UnreadCount,
});

/** Marks the named notices read, or every notice when `ids` is left out; answers the unread count after. */
export const markNotificationsRead = defineCall({
  id: 'markNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read',
  summary: 'Mark notices read (added: not in the spec)',
  tag: 'notifications',
  auth: 'required',
  body: v.object({ ids: v.optional(v.pipe(v.array(Id), v.maxLength(200))) }),
  data: UnreadCount,
});

/** Which kinds of notices the member also gets by e-mail. */
export const notificationSettings = defineCall({
  id: 'notificationSettings',
  method: 'GET',
  path: '/api/notifications/settings',
  summary: "The member's notification e-mail settings (added: not in the spec)",
  tag: 'notifications',
  auth: 'required',
  data: NotificationSettings,
});

/** Turns e-mails of some kinds on or off; kinds left out keep their setting. */
export const updateNotificationSettings = defineCall({
  id: 'updateNotificationSettings',
  method: 'POST',
  path: '/api/notifications/settings',
  summary: 'Change the notification e-mail settings (added: not in the spec)',
  tag: 'notifications',
  auth: 'required',
  body: v.object({
    // Strict: every switch is optional, and valibot's plain object would take an array for it.
    email: v.strictObject({ reply: v.optional(v.boolean()), moderation: v.optional(v.boolean()), application: v.optional(v.boolean()) }),
  }),
  data: NotificationSettings,
});

/**
 * What the unsubscribe link of a mail is for, without signing in: its kind and whether those e-mails are on.
 * A token that is not one the server signed answers notifications.unsubscribe_invalid.
 */
export const unsubscribeInfo = defineCall({
  id: 'unsubscribeInfo',
  method: 'GET',
  path: '/api/notifications/unsubscribe',
  summary: 'Read an unsubscribe link (added: not in the spec)',
  tag: 'notifications',
  auth: 'none',
  query: UnsubscribeToken,
  data: UnsubscribeState,
});

/**
 * Turns off the e-mails of the token's kind for the token's member, without signing in: the page of the mail's
 * link, and mail programs' one-click unsubscribe (RFC 8058: a POST of `List-Unsubscribe=One-Click` to the
 * List-Unsubscribe address, whose form body is accepted and ignored). Repeating it changes nothing.
 */
export const unsubscribe = defineCall({
  id: 'unsubscribe',
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  summary: 'Unsubscribe from one kind of notification e-mail (added: not in the spec)',
  tag: 'notifications',
  auth: 'none',
  query: UnsubscribeToken,
  data: UnsubscribeState,
});
