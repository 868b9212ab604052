import { inject, injectable } from 'inversify';
import * as notifications from '../../../contract/notifications/notifications.calls';
import type { Notice as WireNotice } from '../../../contract/notifications/notifications.schemas';
import type { NotificationsGateway } from '../../application/notifications/notifications-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { EmailSettings, Notice, NotificationKind } from '../../domain/notifications/notice';

const toNotice = (n: WireNotice): Notice => ({
  id: n.id,
  type: n.type,
  createdAt: n.created_at,
  read: n.read,
  film: n.film,
  threadId: n.thread_id,
  actor: n.actor,
  excerpt: n.excerpt,
  count: n.count,
});

/** NotificationsGateway over the API client. The bell's polls and the unsubscribe page's checks are silent (no toast). */
@injectable()
export class ApiNotificationsGateway implements NotificationsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(): Promise<{ notices: readonly Notice[]; unread: number }> {
    const data = await this.api.call(notifications.notifications, {});
    return { notices: data.items.map(toNotice), unread: data.unread };
  }
  async unread(): Promise<number> {
    return (await this.api.call(notifications.unreadNotifications, {}, { silent: true })).unread;
  }
  async markRead(ids: readonly number[]): Promise<number> {
    return (await this.api.call(notifications.markNotificationsRead, { body: { ids: [...ids] } }, { silent: true })).unread;
  }
  async settings(): Promise<EmailSettings> {
    return (await this.api.call(notifications.notificationSettings, {})).email;
  }
  async updateSettings(patch: Partial<EmailSettings>): Promise<EmailSettings> {
    return (await this.api.call(notifications.updateNotificationSettings, { body: { email: patch } })).email;
  }
  async unsubscribeInfo(token: string): Promise<{ kind: NotificationKind; email: boolean }> {
    return this.api.call(notifications.unsubscribeInfo, { query: { token } }, { silent: true });
  }
  async unsubscribe(token: string): Promise<NotificationKind> {
    return (await this.api.call(notifications.unsubscribe, { query: { token } }, { silent: true })).kind;
  }
}
