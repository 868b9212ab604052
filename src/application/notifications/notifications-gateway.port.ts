import type { ServiceIdentifier } from 'inversify';
import type { EmailSettings, Notice, NotificationKind } from '../../domain/notifications/notice';

/** The notifications calls (issue 29, item 13). */
export interface NotificationsGateway {
  /** The member's newest notices and how many are unread. */
  list(): Promise<{ notices: readonly Notice[]; unread: number }>;
  /** How many notices are unread; quiet on failure (no toast: the bell polls). */
  unread(): Promise<number>;
  /** Marks notices read; answers the unread count after. */
  markRead(ids: readonly number[]): Promise<number>;
  settings(): Promise<EmailSettings>;
  updateSettings(patch: Partial<EmailSettings>): Promise<EmailSettings>;
  /** What an unsubscribe link is for; rejects with notifications.unsubscribe_invalid for a link the site did not make. */
  unsubscribeInfo(token: string): Promise<{ kind: NotificationKind; email: boolean }>;
  /** Turns off the e-mails of the link's kind, without signing in. */
  unsubscribe(token: string): Promise<NotificationKind>;
}
export const NotificationsGateway = Symbol.for('NotificationsGateway') as ServiceIdentifier<NotificationsGateway>;
