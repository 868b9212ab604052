import * as v from 'valibot';
import { defineCall } from '../call';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';
import { SubtitleReportDecision, SubtitleReportItem, SubtitleReportQueue } from './subtitle-reports.schemas';

/** Members' reports of subtitle lines, each with the line in context (operators only). */
export const adminLineReports = defineCall({
  id: 'adminLineReports',
  method: 'GET',
  path: '/api/admin/subtitle-reports',
  summary: 'Reported subtitle lines with their context',
  tag: 'admin',
  auth: 'required',
  query: v.object({ ...PageQuery, queue: v.optional(SubtitleReportQueue, 'pending') }),
  data: paged(SubtitleReportItem),
});

/**
 * Approves a report (a new `correction` version of the track, audited, served at once by every process under a new
 * URL) or rejects it; the reporter is told either way. Refusals: subtitle_report.not_found, subtitle_report.decided
 * (409: decided already, e.g. by another operator a moment before), subtitle_report.text_required (approving with
 * neither a suggestion nor `text`), subtitle_report.no_line (the line is no longer in the track), or the track
 * check's key when the corrected file would not be valid WebVTT.
 */
export const adminDecideLineReport = defineCall({
  id: 'adminDecideLineReport',
  method: 'POST',
  path: '/api/admin/subtitle-reports/:id/decide',
  summary: 'Approve (optionally edited) or reject a subtitle line report',
  tag: 'admin',
  auth: 'required',
  params: v.object({ id: IdParam }),
  body: SubtitleReportDecision,
  data: SubtitleReportItem,
});
