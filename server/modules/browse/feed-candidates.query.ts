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

/**
 * How many dramas each source brings at most (see README): the newest, the most played this week in the language
 * (plays + completions), the most played everywhere (the popularity used while the language has none), the most played
 * of each category the visitor watched, and the rest by plays. Their union is the page's candidates, so at any
 * catalog size a new drama, a popular one and one of the visitor's categories stay reachable (a single cut of the
 * whole catalog would leave some of them out), and a page reads at most a few thousand rows.
 */
export const CANDIDATE_CAPS = { newest: 200, popularInLanguage: 500, popularEverywhere: 300, perTasteCategory: 300, rest: 500 } as const;
/** The visitor's categories read at most (the most watched first; the device sends counts, see feed.calls.ts). */
const TASTE_CATEGORIES_MAX = 10;

/**
 * Published dramas with a title in `lang` and at least one episode, minus those shown already, as the union of the
 * sources of CANDIDATE_CAPS, each with its plays this week in `lang` (and of its last episode: completions) and in
 * every language: the feed's inputs in one query.
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
  const tastes = tasteCategoryIds.slice(0, TASTE_CATEGORIES_MAX);
  const byTaste =
    tastes.length > 0
      ? sql`union select t.id from unnest(array[${sql.join(
          tastes.map((id) => sql`${id}::int`),
          sql`, `,
        )}]) as taste(category_id)
        cross join lateral (
          select e.id from film_categories fc join eligible e on e.id = fc.film_id
          where fc.category_id = taste.category_id
          order by e.lang_plays desc, e.all_plays desc, e.created_at desc, e.id limit ${CANDIDATE_CAPS.perTasteCategory}
        ) t`
      : sql``;
  const caps = CANDIDATE_CAPS;
  const result = (await ctx.db.execute(sql`
    with lp as (
      select p.film_id, count(*) as plays, count(*) filter (where p.episode_num = pf.episode_count) as completions
      from plays p join films pf on pf.id = p.film_id
      where p.lang = ${lang} and p.created_at >= ${since.toISOString()}
      group by p.film_id
    ), ds as (
      select film_id, sum(plays) as plays from film_daily_stats where day >= ${dayBefore(now, 7)} group by film_id
    ), eligible as materialized (
      select f.id, f.created_at, coalesce(lp.plays, 0) as lang_plays, coalesce(lp.completions, 0) as lang_completions,
        coalesce(ds.plays, 0) as all_plays
      from films f
      join film_translations tr on tr.film_id = f.id and tr.lang = ${lang}
      left join lp on lp.film_id = f.id
      left join ds on ds.film_id = f.id
      where f.published and f.episode_count > 0 ${excluded}
    ), chosen as (
      (select id from eligible order by created_at desc, id limit ${caps.newest})
      union (select id from eligible where lang_plays > 0 order by lang_plays + 3 * lang_completions desc, id limit ${caps.popularInLanguage})
      union (select id from eligible where all_plays > 0 order by all_plays desc, id limit ${caps.popularEverywhere})
      union (select id from eligible order by lang_plays desc, all_plays desc, created_at desc, id limit ${caps.rest})
      ${byTaste}
    )
    select f.id, f.created_at, tr.title, f.poster_path, f.episode_count, f.runtime_minutes, f.rating_sum, f.rating_count, f.favorite_count,
      cats.ids as category_ids, e.lang_plays, e.lang_completions, e.all_plays
    from chosen
    join eligible e on e.id = chosen.id
    join films f on f.id = chosen.id
    join film_translations tr on tr.film_id = f.id and tr.lang = ${lang}
    left join lateral (
      select array_agg(c.id order by fc.position, c.id) as ids
      from film_categories fc join categories c on c.id = fc.category_id and c.kind = 'category'
      where fc.film_id = f.id
    ) cats on true`)) as unknown as { rows: CandidateRecord[] };
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
