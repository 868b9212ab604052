import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { BUILD_CHECK_INTERVAL_MS } from '../../domain/constants';
import { compareBuilds, isCheckDue, shouldReload, type AppManifestUpdate } from '../../domain/build/build-check';
import { BuildChecker } from '../shared/build-checker.port';
import { Clock } from '../shared/clock.port';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { PageLifecycle } from '../shared/page-lifecycle.port';
import { SessionMemory } from '../shared/session-memory.port';
import { AppWorker } from './app-worker.port';

const lastReloadKey = 'build-reload-at';

/**
 * Notices a newer deploy (every 60 minutes, and when a tab comes back after the interval): raises the
 * app-manifest-update event, which the UI shows as a quiet prompt, and the next navigation loads the new build,
 * never more than once per 10 s so a stale cache cannot cause a reload loop. The service worker learns of the new
 * build at the same moment (it fetches its new script, which lists the new build's files), and takes over just before
 * that reload: the page reloads once, by this guard, never on the worker's own change of control.
 */
@injectable()
export class BuildCheckUseCase {
  update: AppManifestUpdate | null = null;
  promptDismissed = false;
  private lastCheckAt: number | null = null;
  private stops: Array<() => void> = [];

  constructor(
    @inject(BuildChecker) private readonly checker: BuildChecker,
    @inject(Clock) private readonly clock: Clock,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PageLifecycle) private readonly lifecycle: PageLifecycle,
    @inject(SessionMemory) private readonly memory: SessionMemory,
    @inject(Logger) private readonly logger: Logger,
    @inject(AppWorker) private readonly worker: AppWorker,
  ) {
    makeAutoObservable<this, 'checker' | 'clock' | 'navigation' | 'lifecycle' | 'memory' | 'logger' | 'worker' | 'stops'>(
      this,
      { checker: false, clock: false, navigation: false, lifecycle: false, memory: false, logger: false, worker: false, stops: false },
      { autoBind: true },
    );
  }

  /** True while the UI should show the 'new version' prompt. */
  get promptVisible(): boolean {
    return this.update !== null && !this.promptDismissed;
  }

  start(): void {
    this.stop();
    this.stops = [
      this.clock.setInterval(() => void this.check(), BUILD_CHECK_INTERVAL_MS),
      this.lifecycle.onShow(() => {
        if (isCheckDue(this.lastCheckAt, this.clock.now())) void this.check();
      }),
      this.navigation.onChange((change) => {
        if (change.kind !== 'replace') this.reloadIfUpdated();
      }),
    ];
    void this.check();
  }

  stop(): void {
    for (const stop of this.stops) stop();
    this.stops = [];
  }

  check = flow(function* (this: BuildCheckUseCase) {
    this.lastCheckAt = this.clock.now();
    try {
      const latest = (yield this.checker.latestBuildId()) as string;
      const update = compareBuilds(this.checker.currentBuildId, latest);
      if (update && update.buildId !== this.update?.buildId)
        void this.worker.checkForUpdate().catch((error: unknown) => this.logger.debug('Worker update failed', error));
      this.update = update ?? this.update;
    } catch (error) {
      this.logger.debug('Build check failed', error);
    }
  });

  /** The visitor chose to load the new version now. */
  reloadNow(): void {
    this.reloadIfUpdated();
  }

  dismissPrompt(): void {
    this.promptDismissed = true;
  }

  private reloadIfUpdated(): void {
    if (this.update === null) return;
    const now = this.clock.now();
    const last = Number(this.memory.get(lastReloadKey));
    if (!shouldReload(Number.isFinite(last) && last > 0 ? last : null, now)) return;
    this.memory.set(lastReloadKey, String(now));
    // The new worker (installed since the check) takes over first, so the reloaded page is its; whatever happens to
    // it, the page reloads (a page without a worker, or a worker that is slow to take over, gets the new build too).
    void this.worker
      .activateUpdate()
      .catch((error: unknown) => this.logger.debug('Worker takeover failed', error))
      .finally(() => this.navigation.reload());
  }
}
