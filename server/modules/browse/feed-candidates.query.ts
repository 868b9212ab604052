import { sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { ServerContext } from '../../context';
import type { FeedCandidate } from '../../../src/domain/feed/feed-ranking';
import { dayBefore } from '../catalog/film-card.loader';

/** A drama the feed may show: the ranking's inputs and what its item shows. */
export interface FeedCandidateRow extends FeedCandidate {
  readonly title: string;
  readonly posterPath: string;
  readonly episodeCount: number;
  readonly runtimeMinutes: number;
  readonly ratingSum: number;
  readonly ratingCount: number;
  readonly favoriteCount: number;
  /** Ids of its plain categories, main one first. */
  readonly categoryIds: readonly number[];
}

interface CandidateRecord {
  id: number;
  created_at: string | Date;
  title: string;
  poster_path: string;
  episode_count: number;
  runtime_minutes: number;
  rating_sum: string | number;
  rating_count: number;
  favorite_count: number;
  category_ids: number[] | null;
  lang_plays: string | number;
  lang_completions: string | number;
  all_plays: string | number;
}

/** At most this many candidates per page, the visitor's categories and the most played first (see README). */
const CANDIDATE_CAP = 2_000;

/**
 * Every published drama with a title in `lang` and at least one episode, minus those shown already or finished,
 * with its plays this week in `lang` (and of its last episode: completions) and in every language: the feed's
 * inputs in one query. `tasteCategoryIds` put the visitor's categories first when the cap cuts.
 */
export async function feedCandidates(
  ctx: ServerContext,
  lang: Lang,
  excludedIds: readonly number[],
  tasteCategoryIds: readonly number[],
  categorySlugs: ReadonlyMap<number, string>,
): Promise<FeedCandidateRow[]> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const excluded =
    excludedIds.length > 0
      ? sql`and f.id not in (${sql.join(
          excludedIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const taste =
    tasteCategoryIds.length > 0
      ? sql`coalesce(cats.ids && array[${sql.join(
          tasteCategoryIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}], false) desc,`
      : sql``;
  const result = (await ctx.db.execute(sql`
    select f.id, f.created_at, tr.title, f.poster_path, f.episode_count, f.runtime_minutes, f.rating_sum, f.rating_count, f.favorite_count,
      cats.ids as category_ids,
      coalesce(lp.plays, 0) as lang_plays, coalesce(lp.completions, 0) as lang_completions, coalesce(ds.plays, 0) as all_plays
    from films f
    join film_translations tr on tr.film_id = f.id and tr.lang = ${lang}
    left join lateral (
      select array_agg(c.id order by fc.position, c.id) as ids
      from film_categories fc join categories c on c.id = fc.category_id and c.kind = 'category'
      where fc.film_id = f.id
    ) cats on true
    left join (
      select p.film_id, count(*) as plays, count(*) filter (where p.episode_num = pf.episode_count) as completions
      from plays p join films pf on pf.id = p.film_id
      where p.lang = ${lang} and p.created_at >= ${since.toISOString()}
      group by p.film_id
    ) lp on lp.film_id = f.id
    left join (
      select film_id, sum(plays) as plays from film_daily_stats where day >= ${dayBefore(now, 7)} group by film_id
    ) ds on ds.film_id = f.id
    where f.published and f.episode_count > 0 ${excluded}
    order by ${taste} coalesce(lp.plays, 0) desc, coalesce(ds.plays, 0) desc, f.created_at desc, f.id
    limit ${CANDIDATE_CAP}`)) as unknown as { rows: CandidateRecord[] };
  return result.rows.map((r) => {
    const categoryIds = r.category_ids ?? [];
    return {
      filmId: r.id,
      categories: categoryIds.flatMap((id) => categorySlugs.get(id) ?? []),
      categoryIds,
      weekPlays: Number(r.lang_plays),
      weekCompletions: Number(r.lang_completions),
      weekPlaysEverywhere: Number(r.all_plays),
      createdAt: new Date(r.created_at).getTime(),
      finished: false,
      title: r.title,
      posterPath: r.poster_path,
      episodeCount: r.episode_count,
      runtimeMinutes: r.runtime_minutes,
      ratingSum: Number(r.rating_sum),
      ratingCount: r.rating_count,
      favoriteCount: r.favorite_count,
    };
  });
}
