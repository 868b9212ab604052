import type { ServiceIdentifier } from 'inversify';
import type { LineReport } from '../../domain/subtitles/line-report';

/** Sends a member's report of a subtitle line (rejects with an ApiError carrying the refusal's message key). */
export interface LineReportGateway {
  report(report: LineReport): Promise<void>;
}
export const LineReportGateway = Symbol.for('LineReportGateway') as ServiceIdentifier<LineReportGateway>;
