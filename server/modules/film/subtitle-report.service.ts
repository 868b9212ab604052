import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { FiledSubtitleReport, SubtitleReportInput } from '../../../contract/film/subtitle-reports.schemas';
import { lineAt } from '../../../src/domain/subtitles/line-context';
import type { ServerContext } from '../../context';
import { episodes, films } from '../../db/schema/catalog';
import { subtitleReports } from '../../db/schema/engagement';
import { AppError } from '../../http/app-error';
import { playPermission } from './play-permission.service';
import { readTrackLines, trackKey } from './transcript.service';

type Input = v.InferOutput<typeof SubtitleReportInput>;
type Filed = v.InferOutput<typeof FiledSubtitleReport>;

/**
 * Files a member's report of a subtitle line. The line is read from the track served now, so the queue quotes the
 * words the member saw, and a report names the line's own start: two members reporting the same line meet there.
 * Only an episode the member may watch can be reported (a locked one's lines are not theirs to read yet).
 */
export async function reportSubtitleLine(ctx: ServerContext, userId: string, input: Input): Promise<Filed> {
  const [row] = await ctx.db
    .select({
      id: episodes.id,
      videoPath: episodes.videoPath,
      durationSeconds: episodes.durationSeconds,
      subtitleLangs: episodes.subtitleLangs,
      subtitlePaths: episodes.subtitlePaths,
    })
    .from(episodes)
    .innerJoin(films, and(eq(films.id, episodes.filmId), eq(films.published, true)))
    .where(and(eq(episodes.filmId, input.film_id), eq(episodes.episodeNum, input.episode_num)))
    .limit(1);
  if (!row) throw new AppError(404, 'episode.not_found');
  if (!row.subtitleLangs.includes(input.lang)) throw new AppError(404, 'subtitle.not_found');
  if (input.at > row.durationSeconds) throw new AppError(400, 'subtitle_report.past_end');
  const { allowed } = await playPermission(ctx, input.film_id, input.episode_num, { userId });
  if (!allowed) throw new AppError(403, 'subtitle_report.locked');
  const key = trackKey(row.videoPath, input.lang, row.subtitlePaths);
  const lines = (key ? await readTrackLines(ctx.media, key) : null) ?? [];
  const line = lineAt(lines, input.at);
  if (!line && input.kind !== 'missing') throw new AppError(400, 'subtitle_report.no_line');
  const at = input.kind === 'missing' || !line ? input.at : line.start;

  // The same member on the same moment while their first report waits: that report, not a second one.
  const [waiting] = await ctx.db
    .select({ id: subtitleReports.id, status: subtitleReports.status, createdAt: subtitleReports.createdAt })
    .from(subtitleReports)
    .where(
      and(
        eq(subtitleReports.userId, userId),
        eq(subtitleReports.episodeId, row.id),
        eq(subtitleReports.lang, input.lang),
        eq(subtitleReports.atSeconds, at),
        eq(subtitleReports.status, 'pending'),
      ),
    )
    .limit(1);
  const [filed] = waiting
    ? [waiting]
    : await ctx.db
        .insert(subtitleReports)
        .values({
          episodeId: row.id,
          lang: input.lang,
          atSeconds: at,
          kind: input.kind,
          reportedText: input.kind === 'missing' ? null : (line?.text ?? null),
          suggestion: input.suggestion ?? null,
          userId,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: subtitleReports.id, status: subtitleReports.status, createdAt: subtitleReports.createdAt });
  return { id: filed!.id, status: filed!.status, created_at: filed!.createdAt.toISOString() };
}
