import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import { DEFAULT_CLASSIFY_TYPE } from '../../domain/constants';
import { leftToTheBrowser } from '../../domain/errors/left-to-the-browser';
import { TRAFFIC_SOURCES, type TrafficInput, type TrafficSource } from '../../domain/traffic/traffic-source';
import { BrowserEnvironment } from '../shared/browser-environment.port';
import { Fingerprint } from '../shared/fingerprint.port';
import { Logger } from '../shared/logger.port';
import { Navigation } from '../shared/navigation.port';
import { VisitorGateway } from '../shared/visitor-gateway.port';
import { UserStateCookie } from '../account/user-state.cookie';

/** The query parameter shared links carry with the sharer's fingerprint id (spec section 3). */
export const SRC_FINGERPRINT_PARAM = 'src_fingerprint';

function isTrafficSource(value: string | undefined): value is TrafficSource {
  return (TRAFFIC_SOURCES as readonly string[]).includes(value ?? '');
}

/**
 * The anonymous visitor: landing referrer and traffic source, the visitor id (fingerprint id) created from the
 * device hash, the sharer's fingerprint id and the classify type, all kept in the user-state cookie.
 */
@injectable()
export class VisitorStore {
  referrer = '';
  source: TrafficSource = 'direct';
  fingerprintId: string | null = null;
  srcFingerprintId: string | null = null;
  classifyType: string = DEFAULT_CLASSIFY_TYPE;
  identifying = false;
  /** The path (with the query) the visitor landed on, noted by land(); '' before. */
  landingPath = '';
  /** The visitor call under way, shared by everyone who asks meanwhile. */
  private identifyRun: Promise<void> | null = null;
  /** The landing as land() found it, until classifyLanding() records its source. */
  private landing: { readonly input: TrafficInput; readonly firstVisit: boolean } | null = null;

  constructor(
    @inject(UserStateCookie) private readonly cookie: UserStateCookie,
    @inject(BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(Fingerprint) private readonly fingerprint: Fingerprint,
    @inject(VisitorGateway) private readonly visitors: VisitorGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {
    const stored = cookie.read();
    this.referrer = stored.referrer ?? '';
    this.source = isTrafficSource(stored.source) ? stored.source : 'direct';
    this.fingerprintId = stored.fingerprintId ?? null;
    this.srcFingerprintId = stored.srcFingerprintId ?? null;
    this.classifyType = stored.classifyType ?? DEFAULT_CLASSIFY_TYPE;
    makeAutoObservable<this, 'cookie' | 'browser' | 'navigation' | 'fingerprint' | 'visitors' | 'logger' | 'identifyRun' | 'landing'>(
      this,
      { cookie: false, browser: false, navigation: false, fingerprint: false, visitors: false, logger: false, identifyRun: false, landing: false },
      { autoBind: true },
    );
  }

  /**
   * Notes this page load before anything can navigate away from it: its URL, referrer and user agent (classified
   * once the background work's code is here, classifyLanding) and the sharer of a shared link.
   */
  land(): void {
    this.landingPath = this.navigation.path;
    const input = { url: this.navigation.path, referrer: this.browser.referrer, userAgent: this.browser.userAgent, host: this.browser.host };
    this.landing = { input, firstVisit: this.cookie.read().source === undefined };
    const sharer = this.navigation.searchParams().get(SRC_FINGERPRINT_PARAM)?.trim();
    if (sharer) {
      this.srcFingerprintId = sharer;
      this.persist();
    }
  }

  /** The landing land() noted and no source was recorded for yet; null before land() and after classifyLanding(). */
  get unclassifiedLanding(): TrafficInput | null {
    return this.landing?.input ?? null;
  }

  /**
   * Records the traffic source of the landing land() noted. A visit that arrives directly keeps the source it was
   * first classified with, so a returning visitor from a campaign still counts for that campaign; any other signal
   * replaces it.
   */
  classifyLanding(source: TrafficSource): void {
    const landing = this.landing;
    if (!landing) return;
    this.landing = null;
    if (source !== 'direct' || landing.firstVisit) {
      this.source = source;
      // Kept short: the whole user-state cookie must stay under the 4 KB cookie limit.
      this.referrer = landing.input.referrer.slice(0, 300);
    }
    this.persist();
  }

  /**
   * Creates the visitor from the device hash once; the id is kept for every later visit. Callers arriving while it
   * runs get the same run, so each can rely on the id being there (or having failed) when it resolves.
   */
  identify(): Promise<void> {
    if (this.fingerprintId !== null) return Promise.resolve();
    this.identifyRun ??= this.createVisitor().finally(() => (this.identifyRun = null));
    return this.identifyRun;
  }

  private createVisitor = flow(function* (this: VisitorStore) {
    this.identifying = true;
    try {
      const hash = (yield this.fingerprint.hash()) as string;
      this.fingerprintId = (yield this.visitors.createVisitor(hash)) as string;
      this.persist();
    } catch (error) {
      // A server render identifies nobody: the browser does once the page is hydrated.
      if (!leftToTheBrowser(error)) this.logger.warn('Could not identify the visitor', error);
    } finally {
      this.identifying = false;
    }
  });

  setClassifyType(type: string): void {
    this.classifyType = type;
    this.persist();
  }

  private persist(): void {
    this.cookie.update({
      referrer: this.referrer || undefined,
      source: this.source,
      fingerprintId: this.fingerprintId ?? undefined,
      srcFingerprintId: this.srcFingerprintId ?? undefined,
      classifyType: this.classifyType === DEFAULT_CLASSIFY_TYPE ? undefined : this.classifyType,
    });
  }
}
