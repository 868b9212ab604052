import { inject, injectable } from 'inversify';
import { parsePendingShareVisit, sharedLanding, type PendingShareVisit } from '../../domain/share/shared-landing';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { SessionMemory } from '../shared/session-memory.port';
import { VisitorGateway } from '../shared/visitor-gateway.port';
import { VisitorStore } from '../tracking/visitor.store';

const KEY = 'visits.pendingShareVisit';

/**
 * A friend who arrived through a shared link is credited to the sharer (spec sections 3 and 7): the landing's
 * visit is kept (this tab, across reloads) until the visitor is identified, then confirmed with the share-visit
 * call, which carries the sharer's id kept with the visit (SrcFingerprint) and the pass cookie the server set with
 * the page. It runs with the background work, so its code is not in the page's first download.
 */
@injectable()
export class ShareVisitUseCase {
  constructor(
    @inject(SessionMemory) private readonly memory: SessionMemory,
    @inject(VisitorStore) private readonly visitor: Pick<VisitorStore, 'landingPath' | 'fingerprintId' | 'identify'>,
    @inject(VisitorGateway) private readonly visitors: VisitorGateway,
    @inject(Clock) private readonly clock: Pick<Clock, 'whenIdle'>,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /**
   * Called once, with the background work (background.module.ts) after the page is hydrated: the landing it reads
   * is the one the visitor store noted at boot, wherever the visitor has gone since.
   */
  start(): void {
    const url = new URL(this.visitor.landingPath, 'https://landing.invalid');
    const landing = sharedLanding(url.pathname, url.searchParams);
    if (landing) this.memory.set(KEY, JSON.stringify(landing));
    const pending = parsePendingShareVisit(this.memory.get(KEY));
    // Identifying costs a fingerprint on the main thread: not before the page has painted and settled.
    if (pending) this.clock.whenIdle(() => void this.confirm(pending));
  }

  private async confirm(pending: PendingShareVisit): Promise<void> {
    await this.visitor.identify();
    // Not identified (the visitor call failed): the visit stays pending for the next page load.
    if (this.visitor.fingerprintId === null) return;
    try {
      const counted = await this.visitors.confirmShareVisit(pending.filmId, pending.shareRecordId, pending.sharerId);
      this.logger.info(`share visit ${counted ? 'counted' : 'not counted'}`);
    } catch (error) {
      this.logger.info('share visit not confirmed', error);
    }
    this.memory.set(KEY, '');
  }
}
