import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { SubtitleReportItem } from '../../../contract/admin/subtitle-reports.schemas';
import { codeOf } from '../../../contract/error-codes';
import { parseWebVtt } from '../../../src/domain/player/webvtt.parser';
import { addCue, correctCue } from '../../../src/domain/subtitles/cue-correction';
import { lineAt, lineContext, type TimedLine } from '../../../src/domain/subtitles/line-context';
import { checkWebVtt, TRACK_PROBLEM_KEYS } from '../../../src/domain/subtitles/webvtt-check';
import type { ServerContext } from '../../context';
import { episodes, films } from '../../db/schema/catalog';
import { subtitleReports } from '../../db/schema/engagement';
import { users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { tellMember } from '../notifications/notify.service';
import { readTrackLines, readTrackText, trackKey } from '../film/transcript.service';
import { writeAudit } from './audit-log';
import { addVersion, type Operator } from './catalog/subtitle-tracks.service';
import { contentHash, MediaBatch } from './catalog/media-files';
import { filmRefs } from './film-refs.query';

type Queue = 'pending' | 'decided';
type Decision = { decision: 'approve' | 'reject'; text?: string };

const reportColumns = {
  r: subtitleReports,
  filmId: episodes.filmId,
  episodeNum: episodes.episodeNum,
  videoPath: episodes.videoPath,
  subtitleLangs: episodes.subtitleLangs,
  subtitlePaths: episodes.subtitlePaths,
  originalLang: films.originalLang,
  username: users.username,
};

function reportsQuery(ctx: ServerContext) {
  return ctx.db
    .select(reportColumns)
    .from(subtitleReports)
    .innerJoin(episodes, eq(episodes.id, subtitleReports.episodeId))
    .innerJoin(films, eq(films.id, episodes.filmId))
    .innerJoin(users, eq(users.id, subtitleReports.userId));
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['where']>>[number];

/** A page of the queue: pending reports oldest first (the order they came in), decided ones newest decision first. */
export async function subtitleReportQueue(ctx: ServerContext, queue: Queue, page: number, pageSize: number) {
  const where = queue === 'pending' ? eq(subtitleReports.status, 'pending') : ne(subtitleReports.status, 'pending');
  const order = queue === 'pending' ? [asc(subtitleReports.createdAt), asc(subtitleReports.id)] : [desc(subtitleReports.decidedAt), desc(subtitleReports.id)];
  const [rows, [total]] = await Promise.all([
    reportsQuery(ctx)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(subtitleReports).where(where),
  ]);
  return { items: await withContext(ctx, rows), page, page_size: pageSize, total: total?.n ?? 0 };
}

/** The reports with their lines in context, each track read once. */
async function withContext(ctx: ServerContext, rows: readonly ReportRow[]): Promise<SubtitleReportItem[]> {
  const tracks = new Map<string, Promise<TimedLine[]>>();
  const linesOf = (row: ReportRow, lang: string) => {
    const id = `${row.r.episodeId}:${lang}`;
    let lines = tracks.get(id);
    if (!lines) {
      const key = row.subtitleLangs.includes(lang) ? trackKey(row.videoPath, lang, row.subtitlePaths) : null;
      tracks.set(id, (lines = key ? readTrackLines(ctx.media, key).then((read) => read ?? []) : Promise.resolve([])));
    }
    return lines;
  };
  const refs = await filmRefs(
    ctx.db,
    rows.map((row) => row.filmId),
  );
  return Promise.all(
    rows.map(async (row) => {
      const { r } = row;
      const around = lineContext(await linesOf(row, r.lang), r.atSeconds);
      // The same moment in the original language: the middle of the reported line, else the moment itself.
      const moment = around.line ? (around.line.start + around.line.end) / 2 : r.atSeconds;
      const original = row.originalLang !== r.lang ? lineAt(await linesOf(row, row.originalLang), moment) : null;
      return {
        id: r.id,
        kind: r.kind,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        reporter: { id: r.userId, username: row.username },
        film: refs.get(row.filmId) ?? null,
        episode_num: row.episodeNum,
        lang: r.lang as Lang,
        at: r.atSeconds,
        reported_text: r.reportedText,
        suggestion: r.suggestion,
        line: around.line,
        previous: around.previous,
        next: around.next,
        original: original ? { lang: row.originalLang as Lang, text: original.text } : null,
        decided_by: r.decidedBy,
        decided_at: r.decidedAt?.toISOString() ?? null,
        applied_text: r.appliedText,
        track_version: r.trackVersion,
      };
    }),
  );
}

async function loadReport(ctx: ServerContext, id: number): Promise<ReportRow> {
  const [row] = await reportsQuery(ctx).where(eq(subtitleReports.id, id)).limit(1);
  if (!row) throw new AppError(404, 'subtitle_report.not_found');
  return row;
}

/**
 * Approves a report, the line changed (or added, for a missing one) in a new `correction` version of the track, or
 * rejects it; the reporter is told. The version goes through the same path as an operator's upload (episode
 * locked, history, audit, a content-addressed URL, the change notice to every process). Two operators deciding
 * the same report at once: the first decides, the second gets subtitle_report.decided.
 */
export async function decideSubtitleReport(ctx: ServerContext, operator: Operator, id: number, decision: Decision): Promise<SubtitleReportItem> {
  const report = await loadReport(ctx, id);
  if (report.r.status !== 'pending') throw new AppError(409, 'subtitle_report.decided');
  const now = () => ctx.clock.now();
  // Set inside the version's transaction: the line as the new version has it.
  const outcome: { applied: string | null } = { applied: null };
  if (decision.decision === 'reject') {
    await ctx.db.transaction(async (tx) => {
      const decided = await tx
        .update(subtitleReports)
        .set({ status: 'rejected', decidedBy: operator.email, decidedAt: now() })
        .where(and(eq(subtitleReports.id, id), eq(subtitleReports.status, 'pending')))
        .returning({ id: subtitleReports.id });
      if (decided.length === 0) throw new AppError(409, 'subtitle_report.decided');
      await writeAudit(tx, ctx.clock, {
        operator,
        action: 'subtitle_report.rejected',
        subjectType: 'subtitle_report',
        subjectId: id,
        before: { status: 'pending', suggestion: report.r.suggestion },
        after: { status: 'rejected' },
      });
    });
  } else {
    const text = decision.text ?? report.r.suggestion;
    if (!text) throw new AppError(400, 'subtitle_report.text_required');
    const batch = new MediaBatch(ctx.media);
    try {
      await addVersion(ctx, operator, report.filmId, report.episodeNum, report.r.lang as Lang, async ({ row, served }, tx) => {
        // Locked after the episode (as every track change): a parallel decision waits here, then finds it decided.
        const [locked] = await tx.select({ status: subtitleReports.status }).from(subtitleReports).where(eq(subtitleReports.id, id)).for('update');
        if (locked?.status !== 'pending') throw new AppError(409, 'subtitle_report.decided');
        const source = served ? await readTrackText(ctx.media, trackKey(row.videoPath, report.r.lang, row.subtitlePaths) ?? '') : null;
        if (source === null) throw new AppError(404, 'subtitle.not_found');
        const at = report.r.atSeconds;
        const before = lineAt(parseWebVtt(source), at);
        const corrected = report.r.kind === 'missing' && !before ? addCue(source, at, text) : correctCue(source, at, text);
        if (!corrected.ok) throw new AppError(400, corrected.reason === 'no_cue' ? 'subtitle_report.no_line' : 'subtitle_report.text_required');
        const bytes = new TextEncoder().encode(corrected.source);
        const check = checkWebVtt(corrected.source, bytes.byteLength, row.durationSeconds);
        if (!check.ok) {
          const key = TRACK_PROBLEM_KEYS[check.problem];
          throw new AppError(codeOf(key), key, check.problem === 'too_large' ? null : { line: check.line });
        }
        const path = await batch.stage(`${row.slug}/ep${report.episodeNum}-${contentHash(bytes)}.${report.r.lang}.vtt`, bytes);
        await batch.place();
        const applied = lineAt(parseWebVtt(corrected.source), at)?.text ?? text;
        outcome.applied = applied;
        return {
          path,
          cues: check.cues,
          restored: null,
          change: { report_id: id, at, before: before?.text ?? null, after: applied },
          settle: async (settleTx, version) => {
            await settleTx
              .update(subtitleReports)
              .set({ status: 'approved', appliedText: applied, trackVersion: version, decidedBy: operator.email, decidedAt: now() })
              .where(eq(subtitleReports.id, id));
          },
        };
      });
    } catch (error) {
      await batch.undoPlaced();
      throw error;
    }
  }
  await tellMember(ctx, {
    userId: report.r.userId,
    type: decision.decision === 'approve' ? 'subtitle_report_approved' : 'subtitle_report_rejected',
    filmId: report.filmId,
    excerpt: outcome.applied ?? report.r.reportedText ?? report.r.suggestion,
  });
  const [item] = await withContext(ctx, [await loadReport(ctx, id)]);
  return item!;
}
