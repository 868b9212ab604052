import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { unreadIds, type Notice } from '../../domain/notifications/notice';
import { SessionStore } from '../account/session.store';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { PageLifecycle } from '../shared/page-lifecycle.port';
import { NotificationsGateway } from './notifications-gateway.port';

/** How often the bell asks for new notices while the tab is open (it also asks when the tab comes back). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The member's notices: the unread count the header's bell shows, kept fresh by a slow poll and on returning to
 * the tab (no socket needed for notices that are minutes old anyway), and the list on the notices page, which
 * marks what it shows read.
 */
@injectable()
export class NoticesStore {
  unread = 0;
  notices: readonly Notice[] | null = null;
  loadFailed = false;
  private watchers = 0;
  private stops: Array<() => void> = [];

  constructor(
    @inject(NotificationsGateway) private readonly gateway: NotificationsGateway,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(Clock) private readonly clock: Clock,
    @inject(PageLifecycle) private readonly lifecycle: PageLifecycle,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'session' | 'clock' | 'lifecycle' | 'logger' | 'watchers' | 'stops'>(
      this,
      { gateway: false, session: false, clock: false, lifecycle: false, logger: false, watchers: false, stops: false },
      { autoBind: true },
    );
  }

  /** Keeps the unread count fresh while someone shows it; call the returned function when no longer shown. */
  watch(): () => void {
    if (this.watchers++ === 0) {
      this.stops = [this.clock.setInterval(() => void this.refresh(), UNREAD_POLL_MS), this.lifecycle.onShow(() => void this.refresh())];
      void this.refresh();
    }
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (--this.watchers === 0) for (const stop of this.stops.splice(0)) stop();
    };
  }

  /** Asks for the unread count (signed-in members only); a failure keeps the last count. */
  refresh = flow(function* (this: NoticesStore) {
    if (!this.session.signedIn) return;
    try {
      this.unread = (yield this.gateway.unread()) as number;
    } catch (error) {
      this.logger.warn('Could not check for new notices', error);
    }
  });

  /** Loads the list, then marks the unread ones it shows read (they keep their "new" mark until the next load). */
  open = flow(function* (this: NoticesStore) {
    if (!this.session.signedIn) return;
    try {
      const list = (yield this.gateway.list()) as { notices: readonly Notice[]; unread: number };
      this.notices = list.notices;
      this.unread = list.unread;
      this.loadFailed = false;
      const shown = unreadIds(list.notices);
      if (shown.length > 0) this.unread = (yield this.gateway.markRead(shown)) as number;
    } catch (error) {
      if (this.notices === null) this.loadFailed = true;
      this.logger.warn('Could not load the notices', error);
    }
  });
}
