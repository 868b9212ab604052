import { ContainerModule } from 'inversify';
import { ApplicationsReviewGateway } from '../../application/admin/applications-review-gateway.port';
import { ApplicationsReviewStore } from '../../application/admin/applications-review.store';
import { CatalogGateway } from '../../application/admin/catalog-gateway.port';
import { CatalogListStore } from '../../application/admin/catalog-list.store';
import { DramaEditorStore } from '../../application/admin/drama-editor.store';
import { SubtitleTracksGateway } from '../../application/admin/subtitle-tracks-gateway.port';
import { SubtitleTracksStore } from '../../application/admin/subtitle-tracks.store';
import { AuditLogStore } from '../../application/admin/audit-log.store';
import { ConsoleGateway } from '../../application/admin/console-gateway.port';
import { ConsoleStore } from '../../application/admin/console.store';
import { ModerationGateway } from '../../application/admin/moderation-gateway.port';
import { ModerationStore } from '../../application/admin/moderation.store';
import { LineReportsGateway } from '../../application/admin/line-reports-gateway.port';
import { LineReportsStore } from '../../application/admin/line-reports.store';
import { TrafficGateway } from '../../application/admin/traffic-gateway.port';
import { TrafficStore } from '../../application/admin/traffic.store';
import { ApiApplicationsReviewGateway } from '../../infrastructure/api/admin/applications-review-gateway.adapter';
import { ApiCatalogGateway } from '../../infrastructure/api/admin/catalog-gateway.adapter';
import { ApiSubtitleTracksGateway } from '../../infrastructure/api/admin/subtitle-tracks-gateway.adapter';
import { ApiConsoleGateway } from '../../infrastructure/api/admin/console-gateway.adapter';
import { ApiModerationGateway } from '../../infrastructure/api/admin/moderation-gateway.adapter';
import { ApiLineReportsGateway } from '../../infrastructure/api/admin/line-reports-gateway.adapter';
import { ApiTrafficGateway } from '../../infrastructure/api/admin/traffic-gateway.adapter';

/**
 * The operators' console (/admin): loaded only when a console route renders, never with the visitors' pages.
 * Console screens of other areas bind their ports and stores here too.
 */
export const adminModule = new ContainerModule((options) => {
  options.bind(ConsoleGateway).to(ApiConsoleGateway).inSingletonScope();
  options.bind(ConsoleStore).toSelf().inSingletonScope();
  options.bind(AuditLogStore).toSelf().inSingletonScope();
  options.bind(ApplicationsReviewGateway).to(ApiApplicationsReviewGateway).inSingletonScope();
  options.bind(ApplicationsReviewStore).toSelf().inSingletonScope();
  options.bind(ModerationGateway).to(ApiModerationGateway).inSingletonScope();
  options.bind(ModerationStore).toSelf().inSingletonScope();
  options.bind(LineReportsGateway).to(ApiLineReportsGateway).inSingletonScope();
  options.bind(LineReportsStore).toSelf().inSingletonScope();
  options.bind(TrafficGateway).to(ApiTrafficGateway).inSingletonScope();
  options.bind(TrafficStore).toSelf().inSingletonScope();
  options.bind(CatalogGateway).to(ApiCatalogGateway).inSingletonScope();
  options.bind(SubtitleTracksGateway).to(ApiSubtitleTracksGateway).inSingletonScope();
  options.bind(CatalogListStore).toSelf().inSingletonScope();
  options.bind(DramaEditorStore).toSelf().inSingletonScope();
  options.bind(SubtitleTracksStore).toSelf().inSingletonScope();
});
