import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { EmailSettings, NotificationKind } from '../../domain/notifications/notice';
import { SessionStore } from '../account/session.store';
import { Logger } from '../shared/logger.port';
import { NotificationsGateway } from './notifications-gateway.port';

/** The notification e-mails section of the account settings: one switch per kind, saved as it is flipped. */
@injectable()
export class NotificationSettingsStore {
  email: EmailSettings | null = null;
  /** The kind being saved, while its request runs. */
  saving: NotificationKind | null = null;
  /** The last change reached the server (the view says "Saved"); false again at the next change. */
  saved = false;
  loadFailed = false;

  constructor(
    @inject(NotificationsGateway) private readonly gateway: NotificationsGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'logger'>(this, { gateway: false, session: false, logger: false }, { autoBind: true });
  }

  load = flow(function* (this: NotificationSettingsStore) {
    if (!this.session.signedIn) return;
    try {
      this.email = (yield this.gateway.settings()) as EmailSettings;
      this.loadFailed = false;
    } catch (error) {
      this.loadFailed = this.email === null;
      this.logger.warn('Could not load the notification settings', error);
    }
  });

  /** Turns one kind's e-mails on or off; the switch moves at once and goes back if the server refuses. */
  set = flow(function* (this: NotificationSettingsStore, kind: NotificationKind, on: boolean) {
    if (this.email === null || this.saving !== null) return;
    const before = this.email;
    this.email = { ...before, [kind]: on };
    this.saving = kind;
    this.saved = false;
    try {
      this.email = (yield this.gateway.updateSettings({ [kind]: on })) as EmailSettings;
      this.saved = true;
    } catch (error) {
      // The API client has told the member why (a toast); the switch shows what is really set.
      this.email = before;
      this.logger.warn('Could not save the notification settings', error);
    } finally {
      this.saving = null;
    }
  });
}
