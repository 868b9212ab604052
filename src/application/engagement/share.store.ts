import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { initialShare, shareReducer, type ShareEffect, type ShareEvent, type ShareState } from '../../domain/share/share.machine';
import { shareProgress, sharedLink, shareTargetUrl, type ShareChannel, type ShareProgress } from '../../domain/share/share-target.builder';
import { Logger } from '../ports/logger.port';
import { Navigation } from '../ports/navigation.port';
import { VisitorStore } from '../visits/visitor.store';
import { EngagementGateway, type ShareReceipt } from './engagement-gateway.port';
import { SiteOrigin } from './site-origin.port';

/**
 * The share dialog and its tips (spec sections 2 and 4): a channel records the share, opens the channel with the
 * short link (the long one when shortening fails) and then shows how many views the share brought.
 */
@injectable()
export class ShareStore {
  state: ShareState = initialShare;

  constructor(
    @inject(EngagementGateway) private readonly gateway: EngagementGateway,
    @inject(VisitorStore) private readonly visitor: VisitorStore,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(SiteOrigin) private readonly site: SiteOrigin,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'gateway' | 'visitor' | 'navigation' | 'site' | 'logger'>(
      this,
      { gateway: false, visitor: false, navigation: false, site: false, logger: false },
      { autoBind: true },
    );
  }

  /** 'views: N' and '/3' of the tips dialog. */
  get progress(): ShareProgress {
    return shareProgress(this.state.count);
  }

  open(filmId: number): void {
    this.dispatch({ type: 'open', filmId, domainUrl: `${this.site.origin()}/` });
  }
  close(): void {
    this.dispatch({ type: 'close' });
  }
  choose(channel: ShareChannel): Promise<void> {
    return this.dispatch({ type: 'chooseChannel', channel });
  }
  visit(): void {
    void this.dispatch({ type: 'visit' });
  }
  closeTips(): void {
    this.dispatch({ type: 'closeTips' });
  }

  private async dispatch(event: ShareEvent): Promise<void> {
    const { state, effects } = shareReducer(this.state, event);
    this.state = state;
    for (const effect of effects) await this.perform(effect);
  }

  private async perform(effect: ShareEffect): Promise<void> {
    if (effect.type === 'log') this.logger.info(effect.message);
    if (effect.type === 'openUrl') this.navigation.openInNewTab(effect.url);
    if (effect.type !== 'recordShare') return;
    let receipt: ShareReceipt | null = null;
    // The share is recorded for this visitor and the link carries their id: a visitor not identified yet is now.
    await this.visitor.identify();
    try {
      receipt = await this.gateway.share(effect.filmId, effect.channel);
    } catch (error) {
      await this.dispatch({ type: 'shareFailed', reason: String(error) });
    }
    const page = `${this.site.origin()}${this.navigation.path}`;
    const link = sharedLink(page, { fingerprintId: this.visitor.fingerprintId ?? '', shareRecordId: receipt?.shareRecordId ?? null });
    this.navigation.openInNewTab(shareTargetUrl(effect.channel, await this.shorten(link)));
    if (receipt) {
      const { shareRecordId, visitsSoFar } = receipt;
      runInAction(() => void this.dispatch({ type: 'shareRecorded', shareRecordId, count: visitsSoFar }));
    }
  }

  private async shorten(link: string): Promise<string> {
    try {
      return await this.gateway.shortUrl(link);
    } catch (error) {
      // Short-link failures are only logged; the long link still works (spec sections 7 and 8).
      this.logger.info('Short link failed, sharing the long one', error);
      return link;
    }
  }
}
