import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  ALL_GRANTED,
  allows,
  decodeConsent,
  effectiveConsent,
  encodeConsent,
  NONE_GRANTED,
  type ConsentChoice,
  type ConsentGrants,
  type EffectiveConsent,
  type PurposeId,
} from '../../domain/consent/consent-choice';
import { BrowserEnvironment } from '../shared/browser-environment.port';
import { Clock } from '../shared/clock.port';
import { CookieStore } from '../shared/cookie-store.port';

/**
 * The visitor's privacy choice: read from the consent cookie and the browser's Global Privacy Control signal,
 * changed from the consent dialog (first visit, or the footer's "Privacy choices" at any time). Tracking, the
 * device fingerprint and the tag manager ask it before they run.
 */
@injectable()
export class ConsentStore {
  private choice: ConsentChoice | null;
  /** The dialog is open because the visitor asked for it (the footer), not because they were never asked. */
  settingsOpen = false;

  constructor(
    @inject(CookieStore) private readonly cookies: CookieStore,
    @inject(BrowserEnvironment) private readonly browser: BrowserEnvironment,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.choice = decodeConsent(cookies.read('consent'));
    makeAutoObservable<this, 'cookies' | 'browser' | 'clock'>(this, { cookies: false, browser: false, clock: false }, { autoBind: true });
  }

  get current(): EffectiveConsent {
    return effectiveConsent(this.choice, this.browser.globalPrivacyControl, this.clock.now());
  }

  get grants(): ConsentGrants {
    return this.current.grants;
  }

  /** The dialog shows on a first visit (no valid choice, no GPC) and whenever the visitor opens it. */
  get dialogVisible(): boolean {
    return this.settingsOpen || this.current.undecided;
  }

  allows(purpose: PurposeId): boolean {
    return allows(this.grants, purpose);
  }

  acceptAll(): void {
    this.decide(ALL_GRANTED);
  }

  rejectAll(): void {
    this.decide(NONE_GRANTED);
  }

  /** Saves the purposes the visitor chose one by one. */
  decide(grants: ConsentGrants): void {
    this.choice = { grants: { analytics: grants.analytics, marketing: grants.marketing }, decidedAt: this.clock.now() };
    this.cookies.write('consent', encodeConsent(this.choice));
    this.settingsOpen = false;
  }

  openSettings(): void {
    this.settingsOpen = true;
  }

  /** Closes the dialog the visitor reopened, keeping the choice they had. A first-visit dialog stays until chosen. */
  closeSettings(): void {
    this.settingsOpen = false;
  }
}
