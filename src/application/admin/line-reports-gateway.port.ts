import type { ServiceIdentifier } from 'inversify';
import type { LineReportDecision, LineReportQueueName, ReportedLineItem } from '../../domain/admin/line-reports.types';
import type { Paged } from '../../domain/catalog/paged.entity';

/** Members' reports of subtitle lines, as operators decide them. */
export interface LineReportsGateway {
  queue(name: LineReportQueueName, page: number): Promise<Paged<ReportedLineItem>>;
  decide(reportId: number, decision: LineReportDecision): Promise<ReportedLineItem>;
}
export const LineReportsGateway = Symbol.for('LineReportsGateway') as ServiceIdentifier<LineReportsGateway>;
