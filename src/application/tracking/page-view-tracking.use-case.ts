import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { buildPageTime, buildPageView, toQueryString, type PageVisit, type TrackingEvent } from '../../domain/tracking/tracking-event';
import { BrowserEnvironment } from '../shared/browser-environment.port';
import { Clock } from '../shared/clock.port';
import { Navigation, type NavigationChange } from '../shared/navigation.port';
import { PageLifecycle } from '../shared/page-lifecycle.port';
import { TrackingPixel } from '../shared/tracking-pixel.port';
import { ConsentStore } from '../consent/consent.store';
import { SessionStore } from '../account/session.store';
import { FeedFunnelTracking } from './feed-funnel.use-case';
import { VisitorStore } from './visitor.store';

/**
 * Reports visits (spec section 3): a pv event for every page, and a pt event with the seconds the page was
 * visible when the visitor leaves it or hides the tab. Only with the visitor's statistics consent: nothing is sent
 * before it, and the page the visitor is on when they give it counts from then on.
 */
@injectable()
export class PageViewTrackingUseCase {
  private page: string | null = null;
  /** When the current visible stretch of the page began; null while the tab is hidden. */
  private visibleSince: number | null = null;
  private stops: Array<() => void> = [];

  constructor(
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PageLifecycle) private readonly lifecycle: PageLifecycle,
    @inject(TrackingPixel) private readonly pixel: TrackingPixel,
    @inject(Clock) private readonly clock: Clock,
    @inject(BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(VisitorStore) private readonly visitor: VisitorStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ConsentStore) private readonly consent: Pick<ConsentStore, 'allows'>,
    @inject(FeedFunnelTracking) private readonly feedFunnel: Pick<FeedFunnelTracking, 'release'> = { release: () => undefined },
  ) {}

  /** Sends the pv of the current page and follows navigations and visibility from now on. */
  start(): void {
    this.stop();
    this.enter(this.navigation.path);
    // The feed's events of this page follow its page view (feed-funnel.use-case.ts).
    this.feedFunnel.release();
    this.stops = [
      this.navigation.onChange((change) => this.navigated(change)),
      this.lifecycle.onHide(() => this.leave()),
      this.lifecycle.onShow(() => {
        this.visibleSince ??= this.clock.now();
      }),
      reaction(
        () => this.consent.allows('pageStats'),
        (allowed) => allowed && this.page !== null && this.enter(this.page),
      ),
    ];
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  private navigated(change: NavigationChange): void {
    // Only a new pathname is a new page; query or hash updates stay on the same one.
    if (pathnameOf(change.to) === pathnameOf(change.from)) return;
    this.leave();
    this.enter(change.to);
  }

  private enter(path: string): void {
    this.page = path;
    this.visibleSince = this.clock.now();
    this.send(buildPageView(this.visit(path)));
  }

  private leave(): void {
    if (this.page === null || this.visibleSince === null) return;
    const secs = (this.clock.now() - this.visibleSince) / 1000;
    this.visibleSince = null;
    this.send(buildPageTime(this.visit(this.page), secs));
  }

  private visit(path: string): PageVisit {
    return {
      host: this.browser.host,
      path,
      referrer: this.visitor.referrer,
      source: this.visitor.source,
      memberId: this.session.user?.id ?? null,
      fingerprintId: this.visitor.fingerprintId ?? '',
      timestamp: this.clock.now(),
    };
  }

  private send(event: TrackingEvent): void {
    if (!this.consent.allows('pageStats')) return;
    this.pixel.send(toQueryString(event));
  }
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}
