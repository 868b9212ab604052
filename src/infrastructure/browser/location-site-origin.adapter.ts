import { injectable } from 'inversify';
import type { SiteOrigin } from '../../application/sharing/site-origin.port';

/** SiteOrigin from window.location. */
@injectable()
export class LocationSiteOrigin implements SiteOrigin {
  origin(): string {
    return window.location.origin;
  }
}
