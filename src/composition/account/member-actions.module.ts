import { ContainerModule } from 'inversify';
import { AccountDialogsDemand } from '../../application/site/account-dialogs.demand';
import { DialogsDemand } from '../../application/site/dialogs-demand.port';
import { EngagementGateway } from '../../application/film/engagement-gateway.port';
import { FeedbackStore } from '../../application/feedback/feedback.store';
import { FilmEngagementStore } from '../../application/film/film-engagement.store';
import { LineReportGateway } from '../../application/film/line-report-gateway.port';
import { LineReportStore } from '../../application/film/line-report.store';
import { LineReporter } from '../../application/film/line-reporter.port';
import { PendingActionMemory } from '../../application/account/pending-action.memory';
import { ShareDevice } from '../../application/sharing/share-device.port';
import { ShareOpener } from '../../application/sharing/share-opener.port';
import { ShareStore } from '../../application/sharing/share.store';
import { UnlockWatch } from '../../application/sharing/unlock-watch';
import { SiteOrigin } from '../../application/sharing/site-origin.port';
import { ApiEngagementGateway } from '../../infrastructure/api/engagement-gateway.adapter';
import { ApiLineReportGateway } from '../../infrastructure/api/line-report-gateway.adapter';
import { BrowserShareDevice } from '../../infrastructure/browser/browser-share-device.adapter';
import { LocationSiteOrigin } from '../../infrastructure/browser/location-site-origin.adapter';

/**
 * Favourites, ratings, shares, feedback and subtitle line reports (the login modal's stores: sign-in.module.ts; the
 * member pages' stores: account-pages.module.ts).
 */
export const memberActionsModule = new ContainerModule((options) => {
  options.bind(EngagementGateway).to(ApiEngagementGateway).inSingletonScope();
  options.bind(SiteOrigin).to(LocationSiteOrigin).inSingletonScope();
  options.bind(PendingActionMemory).toSelf().inSingletonScope();
  options.bind(FilmEngagementStore).toSelf().inSingletonScope();
  options.bind(ShareDevice).to(BrowserShareDevice).inSingletonScope();
  options.bind(UnlockWatch).toSelf().inSingletonScope();
  options.bind(ShareStore).toSelf().inSingletonScope();
  // The same store: a list's card opens the dialog the film page's Share opens.
  options.bind(ShareOpener).toService(ShareStore);
  options.bind(FeedbackStore).toSelf().inSingletonScope();
  options.bind(LineReportGateway).to(ApiLineReportGateway).inSingletonScope();
  options.bind(LineReportStore).toSelf().inSingletonScope();
  // The same store: the player opens the dialog on a press, without the actions code in its chunk.
  options.bind(LineReporter).toService(LineReportStore);
  options.bind(DialogsDemand).to(AccountDialogsDemand).inSingletonScope();
});
