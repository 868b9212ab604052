import { injectable } from 'inversify';
import type { SiteOrigin } from '../../application/engagement/site-origin.port';

/** SiteOrigin from window.location. */
@injectable()
export class LocationSiteOrigin implements SiteOrigin {
  origin(): string {
    return window.location.origin;
  }
}
