import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';
import type { NotificationKind } from '../../domain/notifications/notice';
import { Logger } from '../shared/logger.port';
import { NotificationsGateway } from './notifications-gateway.port';

/** Where the unsubscribe page is: checking the link, asking to confirm, done, or a link the site did not make. */
export type UnsubscribeState =
  | { readonly step: 'checking' }
  | { readonly step: 'confirm'; readonly kind: NotificationKind; readonly email: boolean }
  | { readonly step: 'sending'; readonly kind: NotificationKind }
  | { readonly step: 'done'; readonly kind: NotificationKind }
  | { readonly step: 'invalid' }
  | { readonly step: 'failed' };

const INVALID = 'notifications.unsubscribe_invalid';

/**
 * The page of a notification mail's unsubscribe link, for anyone holding the link (no sign-in): it reads what the
 * link is for and turns those e-mails off on the visitor's one click. Reading alone changes nothing, so a mail
 * scanner that opens links does not unsubscribe anybody; mail programs' own button uses the one-click POST.
 */
@injectable()
export class UnsubscribeStore {
  state: UnsubscribeState = { step: 'checking' };
  private token = '';

  constructor(
    @inject(NotificationsGateway) private readonly gateway: NotificationsGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'logger' | 'token'>(this, { gateway: false, logger: false, token: false }, { autoBind: true });
  }

  check = flow(function* (this: UnsubscribeStore, token: string) {
    this.token = token;
    this.state = { step: 'checking' };
    if (token === '') {
      this.state = { step: 'invalid' };
      return;
    }
    try {
      const info = (yield this.gateway.unsubscribeInfo(token)) as { kind: NotificationKind; email: boolean };
      this.state = { step: 'confirm', ...info };
    } catch (error) {
      this.state = this.failure(error);
    }
  });

  confirm = flow(function* (this: UnsubscribeStore) {
    if (this.state.step !== 'confirm') return;
    this.state = { step: 'sending', kind: this.state.kind };
    try {
      this.state = { step: 'done', kind: (yield this.gateway.unsubscribe(this.token)) as NotificationKind };
    } catch (error) {
      this.state = this.failure(error);
    }
  });

  private failure(error: unknown): UnsubscribeState {
    if (isApiError(error) && error.msgKey.endsWith(INVALID)) return { step: 'invalid' };
    this.logger.warn('Unsubscribe failed', error);
    return { step: 'failed' };
  }
}
