import type { FilmCard } from './film-card.entity';

/** The periods a ranking can cover, shortest first. */
export const rankingPeriods = ['day', 'week', 'month', 'all'] as const;
export type RankingPeriod = (typeof rankingPeriods)[number];

/** The period a query value names, or the weekly default for anything unknown. */
export function parseRankingPeriod(value: string | null | undefined): RankingPeriod {
  return rankingPeriods.find((period) => period === value) ?? 'week';
}

/** One ranked film: its place (1-based) and the score that placed it. */
export interface RankedFilm {
  readonly rank: number;
  readonly film: FilmCard;
  readonly score: number;
}
