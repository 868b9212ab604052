import { sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { Video } from '../../../contract/catalog/media.schemas';
import { parseFeedCursor, parseFeedPairs, type FeedItem, type FeedPage, type FeedReason } from '../../../contract/browse/feed.calls';
import type { ServerContext } from '../../context';
import { rankFeed, type FeedPick } from '../../../src/domain/feed/feed-ranking';
import { categoryNames, type CategoryName } from '../catalog/category-names.query';
import { ratingAverage } from '../catalog/film-card.loader';
import { mediaUrl, posterUrl } from '../../media-store/media-url';
import { subtitleTracks } from '../film/subtitle-tracks';
import { isLanguage } from '../../../src/domain/routing/language';
import { feedCandidates, type FeedCandidateRow } from './feed-candidates.query';

/** What the visitor's device tells the feed (see contract/browse/feed.calls.ts). */
export interface FeedQuery {
  readonly cursor: string;
  readonly watched: string;
  readonly progress: string;
  readonly limit: number;
}

/**
 * The episode an item opens on: the one after the latest watched when it is free (a drama in progress goes on),
 * else the first. Only free episodes: the feed plays for anyone, before any unlock.
 */
export function openingEpisode(latestWatched: number | undefined, episodeCount: number, freeEpisodes: number): number {
  const next = (latestWatched ?? 0) + 1;
  return next <= Math.min(freeEpisodes, episodeCount) ? next : 1;
}

/** The next page of the feed for `lang`: ranked by the domain's rankFeed, each drama with its opening episode. */
export async function feedPage(ctx: ServerContext, lang: Lang, query: FeedQuery): Promise<FeedPage> {
  const shownIds = parseFeedCursor(query.cursor);
  const progress = new Map(parseFeedPairs(query.progress).map(([id, episode]) => [Number(id), episode]));
  const names = await categoryNames(ctx, lang);
  const bySlug = new Map([...names].filter(([, c]) => c.kind === 'category').map(([id, c]) => [c.slug, { id, ...c }]));
  const categoryCounts = Object.fromEntries(parseFeedPairs(query.watched).filter(([slug]) => bySlug.has(slug)));
  const slugsById = new Map([...bySlug.values()].map((c) => [c.id, c.slug]));
  // Most watched first: the candidate query reads the first few.
  const tasteIds = Object.entries(categoryCounts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([slug]) => bySlug.get(slug)!.id);

  const rows = (await feedCandidates(ctx, lang, shownIds, tasteIds, slugsById)).map((row) => ({
    ...row,
    finished: (progress.get(row.filmId) ?? 0) >= row.episodeCount,
  }));
  const picks = rankFeed(rows, { categoryCounts, shownIds, now: ctx.clock.now().getTime() }, query.limit);
  const byId = new Map(rows.map((row) => [row.filmId, row]));
  const chosen = picks.map((pick) => ({ pick, row: byId.get(pick.filmId)! }));
  const { freeEpisodes } = ctx.config;
  const videos = await openingVideos(
    ctx,
    lang,
    chosen.map(({ row }) => ({ filmId: row.filmId, episodeNum: openingEpisode(progress.get(row.filmId), row.episodeCount, freeEpisodes) })),
  );
  const items: FeedItem[] = chosen.flatMap(({ pick, row }) => {
    const episode = videos.get(row.filmId);
    return episode ? [{ film: feedFilm(row, lang, freeEpisodes, names), episode, reason: reasonOf(pick, bySlug) }] : [];
  });
  const nextShown = [...shownIds, ...picks.map((p) => p.filmId)];
  return { items, next_cursor: picks.length < query.limit || nextShown.length > 300 ? null : nextShown.join('.') };
}

function feedFilm(row: FeedCandidateRow, lang: Lang, freeEpisodes: number, names: ReadonlyMap<number, CategoryName>): FeedItem['film'] {
  const main = row.categoryIds[0] === undefined ? undefined : names.get(row.categoryIds[0]);
  return {
    id: row.filmId,
    title: row.title,
    poster_url: posterUrl(row.posterPath, lang),
    episode_count: row.episodeCount,
    runtime_minutes: row.runtimeMinutes,
    free_episodes: Math.min(freeEpisodes, row.episodeCount),
    rating_avg: ratingAverage(row.ratingSum, row.ratingCount),
    rating_count: row.ratingCount,
    favorite_count: row.favoriteCount,
    category: main ? { slug: main.slug, name: main.name } : null,
  };
}

function reasonOf(pick: FeedPick, bySlug: ReadonlyMap<string, CategoryName>): FeedReason {
  if (pick.reason.kind !== 'watched_category') return { key: pick.reason.kind, category: null };
  const category = bySlug.get(pick.reason.category)!;
  return { key: 'watched_category', category: { slug: category.slug, name: category.name } };
}

/** The opening episodes' videos as the episode page's payload gives them (play.service.ts), in one query. */
async function openingVideos(ctx: ServerContext, lang: Lang, wanted: readonly { filmId: number; episodeNum: number }[]): Promise<Map<number, Video>> {
  if (wanted.length === 0) return new Map();
  const pairs = sql.join(
    wanted.map((w) => sql`(${w.filmId}::int, ${w.episodeNum}::int)`),
    sql`, `,
  );
  const result = (await ctx.db.execute(sql`
    select e.id, e.film_id, e.episode_num, e.video_path, coalesce(e.poster_path, f.poster_path) as poster_path, e.duration_seconds,
      e.subtitle_langs, e.subtitle_paths, f.original_lang, coalesce(t.title, t_en.title) as title
    from (values ${pairs}) as w(film_id, episode_num)
    join episodes e on e.film_id = w.film_id and e.episode_num = w.episode_num
    join films f on f.id = e.film_id
    left join episode_translations t on t.episode_id = e.id and t.lang = ${lang}
    left join episode_translations t_en on t_en.episode_id = e.id and t_en.lang = 'en'`)) as unknown as { rows: EpisodeRecord[] };
  return new Map(
    result.rows.map((r) => {
      const url = mediaUrl(r.video_path);
      const video: Video = {
        id: r.id,
        film_id: r.film_id,
        kind: 'episode',
        episode_num: r.episode_num,
        title: r.title ?? `#${r.episode_num}`,
        url,
        poster_url: posterUrl(r.poster_path, lang),
        duration_seconds: r.duration_seconds,
        subtitles: subtitleTracks(url, r.subtitle_langs ?? [], r.subtitle_paths ?? {}),
        ...(isLanguage(r.original_lang) ? { original_lang: r.original_lang } : {}),
      };
      return [r.film_id, video];
    }),
  );
}

interface EpisodeRecord {
  id: number;
  film_id: number;
  episode_num: number;
  video_path: string;
  poster_path: string;
  duration_seconds: number;
  subtitle_langs: string[] | null;
  /** The current version's file per language (an operator's replaced track), as play.service.ts reads it. */
  subtitle_paths: Record<string, string> | null;
  original_lang: string;
  title: string | null;
}
