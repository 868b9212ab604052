import { inject, injectable } from 'inversify';
import { episodePlayed, impression, readFeedFunnel, watchStart, type FeedFunnelStep, type FeedFunnelState } from '../../domain/feed/feed-funnel';
import { buildFeedEvent, FEED_IMPRESSION_MS, toQueryString, type FeedEvent } from '../../domain/tracking/tracking-event';
import { SessionStore } from '../account/session.store';
import { ConsentStore } from '../consent/consent.store';
import { BrowserEnvironment } from '../shared/browser-environment.port';
import { Clock, type Cancel } from '../shared/clock.port';
import { Navigation } from '../shared/navigation.port';
import { PageLifecycle } from '../shared/page-lifecycle.port';
import { SessionMemory } from '../shared/session-memory.port';
import { TrackingPixel } from '../shared/tracking-pixel.port';
import { VisitorStore } from './visitor.store';

const MEMORY_KEY = 'feed-funnel';

/**
 * Counts the feed's funnel (issue 34, item 4) through the tracking pixel: an item on screen for FEED_IMPRESSION_MS
 * while the tab is visible (an impression), a tap on Watch the series (a start), and the drama's next episode
 * reached on its episode page (domain/feed/feed-funnel.ts). Impressions are statistics: nothing is sent, nor
 * remembered as sent, without the visitor's consent (as page views, page-view-tracking.use-case.ts).
 */
@injectable()
export class FeedFunnelTracking {
  private shown: { filmId: number } | null = null;
  private cancelTimer: Cancel | null = null;
  private stopLifecycle: (() => void)[] = [];
  /**
   * Events waiting for page-view tracking to start (release): it starts once the visitor is identified, and a feed
   * event must follow the page view of its page, with the same visitor id, or the server cannot tie them together.
   */
  private waiting: { ev: FeedEvent; filmId: number; path: string; at: number }[] | null = [];

  constructor(
    @inject(TrackingPixel) private readonly pixel: TrackingPixel,
    @inject(Clock) private readonly clock: Clock,
    @inject(BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PageLifecycle) private readonly lifecycle: PageLifecycle,
    @inject(SessionMemory) private readonly memory: SessionMemory,
    @inject(VisitorStore) private readonly visitor: Pick<VisitorStore, 'referrer' | 'source' | 'fingerprintId'>,
    @inject(SessionStore) private readonly session: Pick<SessionStore, 'user'>,
    @inject(ConsentStore) private readonly consent: Pick<ConsentStore, 'allows'>,
  ) {}

  /** The feed shows drama `filmId` now (null: no item, or the feed left): its impression counts after FEED_IMPRESSION_MS. */
  itemShown(filmId: number | null): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (filmId === null) {
      this.shown = null;
      for (const stop of this.stopLifecycle) stop();
      this.stopLifecycle = [];
      return;
    }
    if (this.stopLifecycle.length === 0) {
      // A hidden tab is no item seen: the wait starts again when the tab shows.
      this.stopLifecycle = [
        this.lifecycle.onHide(() => {
          this.cancelTimer?.();
          this.cancelTimer = null;
        }),
        this.lifecycle.onShow(() => this.shown && this.itemShown(this.shown.filmId)),
      ];
    }
    this.shown = { filmId };
    this.cancelTimer = this.clock.setTimeout(() => {
      this.cancelTimer = null;
      if (this.shown?.filmId === filmId) this.step((state) => impression(state, filmId), 'fi', filmId, this.navigation.path);
    }, FEED_IMPRESSION_MS);
  }

  /** The visitor tapped Watch the series on drama `filmId`, which opens its episode `episodeNumber`. */
  watchTapped(filmId: number, episodeNumber: number): void {
    this.step((state) => watchStart(state, filmId, episodeNumber), 'fw', filmId, this.navigation.path);
  }

  /**
   * Episode `episodeNumber` of `filmId` started playing on its page `pagePath` (the player's address may follow a
   * moment later): "episode 2 reached" when the feed started this drama in this session on an earlier episode.
   */
  episodePlayed(filmId: number, episodeNumber: number, pagePath: string): void {
    this.step((state) => episodePlayed(state, filmId, episodeNumber), 'fe', filmId, pagePath);
  }

  /** Page-view tracking has started (its page view sent): waiting events go now, later ones at once. */
  release(): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const event of waiting) this.send(event);
  }

  private step(next: (state: FeedFunnelState) => FeedFunnelStep, ev: FeedEvent, filmId: number, path: string): void {
    if (!this.consent.allows('pageStats')) return;
    const { state, send } = next(readFeedFunnel(this.memory.get(MEMORY_KEY)));
    if (!send) return;
    this.memory.set(MEMORY_KEY, JSON.stringify(state));
    const event = { ev, filmId, path, at: this.clock.now() };
    if (this.waiting) this.waiting.push(event);
    else this.send(event);
  }

  private send({ ev, filmId, path, at }: { ev: FeedEvent; filmId: number; path: string; at: number }): void {
    const visit = {
      host: this.browser.host,
      path,
      referrer: this.visitor.referrer,
      source: this.visitor.source,
      memberId: this.session.user?.id ?? null,
      fingerprintId: this.visitor.fingerprintId ?? '',
      timestamp: at,
    };
    this.pixel.send(toQueryString(buildFeedEvent(visit, ev, filmId)));
  }
}
