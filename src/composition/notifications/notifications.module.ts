import { ContainerModule } from 'inversify';
import { NotificationSettingsStore } from '../../application/notifications/notification-settings.store';
import { NoticesStore } from '../../application/notifications/notices.store';
import { NotificationsGateway } from '../../application/notifications/notifications-gateway.port';
import { UnsubscribeStore } from '../../application/notifications/unsubscribe.store';
import { ApiNotificationsGateway } from '../../infrastructure/api/notifications-gateway.adapter';

/**
 * What a member is told (issue 29, item 13): the bell's count, the notices page, the e-mail settings and the
 * unsubscribe page. Loaded for signed-in members (the bell) and with those pages, never with a guest's home page.
 */
export const notificationsModule = new ContainerModule((options) => {
  options.bind(NotificationsGateway).to(ApiNotificationsGateway).inSingletonScope();
  options.bind(NoticesStore).toSelf().inSingletonScope();
  options.bind(NotificationSettingsStore).toSelf().inSingletonScope();
  options.bind(UnsubscribeStore).toSelf().inSingletonScope();
});
