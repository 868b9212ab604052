import { inject, injectable } from 'inversify';
import * as calls from '../../../../contract/admin/subtitle-reports.calls';
import type { SubtitleReportItem } from '../../../../contract/admin/subtitle-reports.schemas';
import type { LineReportsGateway } from '../../../application/admin/line-reports-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { LineReportDecision, LineReportQueueName, ReportedLineItem } from '../../../domain/admin/line-reports.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { toPaged } from '../wire.mappers';

const pageSize = 20;

/** LineReportsGateway over the HTTP ApiClient; refusals are shown on the screen (no toast). */
@injectable()
export class ApiLineReportsGateway implements LineReportsGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async queue(name: LineReportQueueName, page: number): Promise<Paged<ReportedLineItem>> {
    return toPaged(
      await this.api.call(calls.adminLineReports, { query: { queue: name, page: String(page), page_size: String(pageSize) } }, { silent: true }),
      toItem,
    );
  }

  async decide(reportId: number, decision: LineReportDecision): Promise<ReportedLineItem> {
    const body = decision.decision === 'approve' && decision.text ? { decision: 'approve' as const, text: decision.text } : { decision: decision.decision };
    return toItem(await this.api.call(calls.adminDecideLineReport, { params: { id: reportId }, body }, { silent: true }));
  }
}

function toItem(r: SubtitleReportItem): ReportedLineItem {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    createdAt: r.created_at,
    reporter: r.reporter,
    film: r.film ? { id: r.film.id, title: r.film.title } : null,
    episodeNum: r.episode_num,
    lang: r.lang,
    at: r.at,
    reportedText: r.reported_text,
    suggestion: r.suggestion,
    line: r.line,
    previous: r.previous,
    next: r.next,
    original: r.original,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at,
    appliedText: r.applied_text,
    trackVersion: r.track_version,
  };
}
