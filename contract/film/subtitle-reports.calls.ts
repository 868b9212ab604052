import { defineCall } from '../call';
import { FiledSubtitleReport, SubtitleReportInput } from './subtitle-reports.schemas';

/**
 * A member reports a subtitle line of an episode they can watch: what is wrong and optionally the corrected text.
 * Refusals: episode.not_found (no such published episode), subtitle.not_found (no track in `lang`),
 * subtitle_report.past_end (`at` after the episode's end), subtitle_report.no_line (no line at `at`, for a kind
 * other than `missing`), subtitle_report.locked (the member cannot watch the episode), subtitle_report.rate_limited
 * (429 with Retry-After: 10 reports per member per hour). The same member reporting the same moment again while the first is
 * pending gets that first report back.
 */
export const reportSubtitleLine = defineCall({
  id: 'reportSubtitleLine',
  method: 'POST',
  path: '/api/films/subtitle-report',
  summary: 'Report a subtitle line, optionally with its corrected text (added: not in the spec)',
  tag: 'film',
  auth: 'required',
  body: SubtitleReportInput,
  data: FiledSubtitleReport,
});
