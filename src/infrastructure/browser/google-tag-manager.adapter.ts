import type { TagManager } from '../../application/shared/tag-manager.port';
import type { ConsentGrants } from '../../domain/consent/consent-choice';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Google Tag Manager, added to the page only when the consent allows it. Consent Mode v2 comes first in the data
 * layer, so the container's tags start with the visitor's choice, and later changes are pushed as updates.
 */
export class GoogleTagManager implements TagManager {
  private loaded = false;

  constructor(private readonly win: DataLayerWindow = window) {}

  load(containerId: string, grants: ConsentGrants): void {
    if (this.loaded) return this.update(grants);
    this.loaded = true;
    this.gtag('consent', 'default', consentMode(grants));
    this.layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const doc = this.win.document;
    const script = doc.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    // The page's CSP nonce, so the container's own inline tags may run too.
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    doc.head.append(script);
  }

  update(grants: ConsentGrants): void {
    if (this.loaded) this.gtag('consent', 'update', consentMode(grants));
  }

  private layer(): unknown[] {
    this.win.dataLayer ??= [];
    return this.win.dataLayer;
  }

  /** gtag() pushes its `arguments` object, which is what the tag manager reads. */
  private gtag(...args: unknown[]): void {
    const push = function (this: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      this.push(arguments);
    };
    push.apply(this.layer(), args as []);
  }
}

/** Google Consent Mode v2 signals for the two optional purposes. */
export function consentMode(grants: ConsentGrants): Record<string, 'granted' | 'denied'> {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  return {
    analytics_storage: state(grants.analytics),
    ad_storage: state(grants.marketing),
    ad_user_data: state(grants.marketing),
    ad_personalization: state(grants.marketing),
  };
}
