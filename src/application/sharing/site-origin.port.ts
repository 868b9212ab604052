import type { ServiceIdentifier } from 'inversify';

/** The site's own origin (`https://dramas.example`), for links that leave the site: shares, the tips' visit button. */
export interface SiteOrigin {
  origin(): string;
}
export const SiteOrigin = Symbol.for('SiteOrigin') as ServiceIdentifier<SiteOrigin>;
