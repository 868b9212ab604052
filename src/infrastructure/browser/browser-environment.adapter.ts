import { injectable } from 'inversify';
import type { BrowserEnvironment } from '../../application/shared/browser-environment.port';

/** The host, landing referrer, user agent and privacy signal of this page load. */
@injectable()
export class DocumentBrowserEnvironment implements BrowserEnvironment {
  readonly host = location.host;
  readonly referrer = document.referrer;
  readonly userAgent = navigator.userAgent;
  readonly languages: readonly string[] = navigator.languages ?? [navigator.language];
  readonly globalPrivacyControl = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}
