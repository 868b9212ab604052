import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { initialShare, shareReducer, type ShareEvent, type ShareState } from '../../domain/share/share.machine';
import { isWindowChannel, shareProgress, sharedLink, shareTargetUrl, type ShareChannel, type ShareProgress } from '../../domain/share/share-target.builder';
import { Clock, type Cancel } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { Toaster } from '../shared/toaster.port';
import { VisitorStore } from '../tracking/visitor.store';
import { EngagementGateway } from '../film/engagement-gateway.port';
import { ShareDevice, type ShareWindow } from './share-device.port';
import type { ShareOpener } from './share-opener.port';
import { SiteOrigin } from './site-origin.port';
import { UNLOCK_RECHECK_MS, UnlockWatch } from './unlock-watch';

/** How a chosen channel reaches the visitor's friends, settled in the click's own task. */
type Delivery =
  | { readonly kind: 'opened' }
  | { readonly kind: 'window'; readonly window: ShareWindow | null }
  | { readonly kind: 'native'; readonly started: Promise<boolean> | null }
  | { readonly kind: 'copy'; readonly copied: Promise<boolean> };

/**
 * The share dialog and its tips (spec sections 2 and 4). Opening the dialog prepares the link (the visitor's id in
 * it, shortened; the long link when shortening fails), so a channel can open at once in the click's task; when the
 * link is not ready yet, a window opens empty first and is pointed at it after. The share is recorded, and the tips
 * show 'views: N/3', refreshed while they are open.
 */
@injectable()
export class ShareStore implements ShareOpener {
  state: ShareState = initialShare;
  /** The link to share once prepared, null until then. */
  readyLink: string | null = null;
  private preparing: Promise<string> | null = null;
  private stopProgress: Cancel | null = null;

  constructor(
    @inject(EngagementGateway) private readonly gateway: EngagementGateway,
    @inject(VisitorStore) private readonly visitor: Pick<VisitorStore, 'fingerprintId' | 'identify'>,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SiteOrigin) private readonly site: SiteOrigin,
    @inject(ShareDevice) private readonly device: ShareDevice,
    @inject(Clock) private readonly clock: Pick<Clock, 'setInterval'>,
    @inject(UnlockWatch) private readonly unlocks: Pick<UnlockWatch, 'poke'>,
    @inject(Toaster) private readonly toaster: Toaster,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<
      this,
      'gateway' | 'visitor' | 'navigation' | 'site' | 'device' | 'clock' | 'unlocks' | 'toaster' | 'logger' | 'preparing' | 'stopProgress'
    >(
      this,
      {
        gateway: false,
        visitor: false,
        navigation: false,
        site: false,
        device: false,
        clock: false,
        unlocks: false,
        toaster: false,
        logger: false,
        preparing: false,
        stopProgress: false,
      },
      { autoBind: true },
    );
  }

  /** 'views: N' and '/3' of the tips dialog. */
  get progress(): ShareProgress {
    return shareProgress(this.state.count);
  }

  get canShareNatively(): boolean {
    return this.device.canShareNatively;
  }

  /** Opens the dialog for a drama; the link leads to `landingPath` (the drama's first episode), else this page. */
  open(filmId: number, landingPath?: string): void {
    this.stopWatchingProgress();
    this.dispatch({ type: 'open', filmId, domainUrl: `${this.site.origin()}/` });
    this.readyLink = null;
    const page = `${this.site.origin()}${landingPath ?? this.navigation.path}`;
    const preparing = this.prepareLink(page);
    this.preparing = preparing;
    void preparing.then((link) => runInAction(() => this.preparing === preparing && (this.readyLink = link)));
  }

  close(): void {
    this.dispatch({ type: 'close' });
  }

  /** Shares through a channel: must be called in the click's task (windows and the share sheet need it). */
  async choose(channel: ShareChannel): Promise<void> {
    const filmId = this.state.filmId;
    if (!this.state.showShare || filmId === null || this.preparing === null) return;
    const delivery = this.deliverNow(channel, this.readyLink, this.preparing);
    this.dispatch({ type: 'chooseChannel', channel });
    const preparing = this.preparing;
    const [receipt, link] = await Promise.all([this.record(filmId, channel), preparing]);
    await this.deliverLater(channel, delivery, link);
    if (receipt) {
      this.dispatch({ type: 'shareRecorded', shareRecordId: receipt.shareRecordId, count: receipt.visitsSoFar, link });
      this.watchProgress(filmId);
    }
  }

  visit(): void {
    this.stopWatchingProgress();
    const effects = this.dispatch({ type: 'visit' });
    for (const effect of effects) if (effect.type === 'openUrl') this.navigation.openInNewTab(effect.url);
  }

  closeTips(): void {
    this.stopWatchingProgress();
    this.dispatch({ type: 'closeTips' });
  }

  /** Copies the shared link again from the tips. */
  async copyLink(): Promise<void> {
    if (this.state.link) this.toaster.show((await this.device.copy(this.state.link)) ? 'sharing:shareLoop.copied' : 'sharing:shareLoop.copyFailed');
  }

  private dispatch(event: ShareEvent) {
    const { state, effects } = shareReducer(this.state, event);
    this.state = state;
    for (const effect of effects) if (effect.type === 'log') this.logger.info(effect.message);
    return effects;
  }

  private async prepareLink(page: string): Promise<string> {
    // The link carries this visitor's id: a visitor not identified yet is now.
    await this.visitor.identify();
    const link = sharedLink(page, { fingerprintId: this.visitor.fingerprintId ?? '' });
    try {
      return await this.gateway.shortUrl(link);
    } catch (error) {
      // Short-link failures are only logged; the long link still works (spec sections 7 and 8).
      this.logger.info('Short link failed, sharing the long one', error);
      return link;
    }
  }

  private deliverNow(channel: ShareChannel, ready: string | null, preparing: Promise<string>): Delivery {
    if (isWindowChannel(channel)) {
      if (ready === null) return { kind: 'window', window: this.device.openWindow() };
      this.navigation.openInNewTab(shareTargetUrl(channel, ready));
      return { kind: 'opened' };
    }
    if (channel === 'native') return { kind: 'native', started: ready === null ? null : this.device.shareNatively(ready) };
    // Safari lets a page write to the clipboard only in the click's task: the link, or its promise, goes now.
    return { kind: 'copy', copied: this.device.copy(ready ?? preparing) };
  }

  private async deliverLater(channel: ShareChannel, delivery: Delivery, link: string): Promise<void> {
    if (delivery.kind === 'window' && isWindowChannel(channel)) {
      const target = shareTargetUrl(channel, link);
      if (delivery.window) delivery.window.point(target);
      else this.navigation.openInNewTab(target);
      return;
    }
    if (delivery.kind === 'native') {
      // A share sheet the visitor cancelled (or could not get) leaves the link on the clipboard instead.
      if (await (delivery.started ?? this.device.shareNatively(link))) return;
    }
    if (delivery.kind === 'native' || delivery.kind === 'copy') {
      const copied = delivery.kind === 'copy' ? delivery.copied : this.device.copy(link);
      this.toaster.show((await copied) ? 'sharing:shareLoop.copied' : 'sharing:shareLoop.copyFailed');
    }
  }

  private async record(filmId: number, channel: ShareChannel) {
    try {
      // The share is the visitor's (its Fingerprint header): a channel chosen while a first visit is still being
      // identified (a card's Share on the home page, pressed at once) waits for the identification the link awaits.
      await this.visitor.identify();
      return await this.gateway.share(filmId, channel);
    } catch (error) {
      this.dispatch({ type: 'shareFailed', reason: String(error) });
      return null;
    }
  }

  /** While the tips show, their count follows the server (and a reached count unlocks the page's episode at once). */
  private watchProgress(filmId: number): void {
    this.stopWatchingProgress();
    const refresh = async () => {
      try {
        const count = await this.gateway.shareProgress(filmId);
        this.dispatch({ type: 'progress', count });
        if (this.progress.reached) this.unlocks.poke();
      } catch (error) {
        this.logger.info('share progress unavailable', error);
      }
    };
    const stopTimer = this.clock.setInterval(() => void refresh(), UNLOCK_RECHECK_MS);
    const stopReturn = this.device.onReturn(() => void refresh());
    this.stopProgress = () => {
      stopTimer();
      stopReturn();
    };
  }

  private stopWatchingProgress(): void {
    this.stopProgress?.();
    this.stopProgress = null;
  }
}
