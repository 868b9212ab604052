import { inject, injectable } from 'inversify';
import { reportSubtitleLine } from '../../../contract/film/subtitle-reports.calls';
import type { LineReportGateway } from '../../application/film/line-report-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import { isLanguage } from '../../domain/routing/language';
import type { LineReport } from '../../domain/subtitles/line-report';

/** LineReportGateway over the API client; the dialog shows refusals itself (no toast). */
@injectable()
export class ApiLineReportGateway implements LineReportGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async report(report: LineReport): Promise<void> {
    if (!isLanguage(report.language)) throw new Error(`No track language ${report.language}`);
    await this.api.call(
      reportSubtitleLine,
      {
        body: {
          film_id: report.filmId,
          episode_num: report.episodeNumber,
          lang: report.language,
          at: report.at,
          kind: report.kind,
          ...(report.suggestion ? { suggestion: report.suggestion } : {}),
        },
      },
      { silent: true },
    );
  }
}
