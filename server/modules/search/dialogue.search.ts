import { sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { DialogueMatch } from '../../../contract/browse/dialogue.schemas';
import { LOCKED_TRANSCRIPT_LINES } from '../../../contract/film/transcript.schemas';
import type { ServerContext } from '../../context';
import { loadFilmCards } from '../catalog/film-card.loader';
import { rowsOf } from './dialogue.index';

/**
 * The best ranked lines looked up in their episodes: a phrase said in a sixth of 100,000 dramas matches some 17,000
 * lines, and a page lists ten dramas; these many lines leave room for the lines of locked episodes and drafts.
 */
const DIALOGUE_CANDIDATES = 200;

interface Row {
  film_id: number;
  episode_id: number;
  episode_num: number;
  start_ms: number;
  text: string;
}

/**
 * Dramas in which `keyword` is spoken in `lang`: PostgreSQL's full-text search over the indexed lines
 * (dialogue.index.ts) with the language's configuration (`dialogue_config`, migration 0021). One line per published
 * drama, the best ranked (then the earliest episode and moment); dramas by that rank, then popularity, among the
 * DIALOGUE_CANDIDATES best lines. The matching lines come first (a materialized CTE over the GIN index), then each
 * is looked up by its file (a lateral index scan): a plan that holds without planner statistics (PGlite has no
 * autovacuum; without them it joined every episode track to every matching line, 10 s for 813 lines). A line of a
 * locked episode is found only among its first LOCKED_TRANSCRIPT_LINES, as its transcript shows it to anyone.
 * websearch_to_tsquery takes any text (quotes, `-`, `or`; stray tsquery operators are words to it), so no input
 * is a syntax error; only stop words or punctuation make an empty query, which matches nothing.
 */
export async function searchDialogue(ctx: ServerContext, lang: Lang, keyword: string, limit: number): Promise<DialogueMatch[]> {
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`
    with q as (select websearch_to_tsquery(dialogue_config(${lang}), ${keyword}) as query),
    hits as materialized (
      select l.track, l.line_no, l.start_ms, l.text, ts_rank(l.tsv, q.query) as rank
      from dialogue_lines l, q
      where l.tsv @@ q.query and l.lang = ${lang}
      order by rank desc
      limit ${DIALOGUE_CANDIDATES}
    ),
    per_film as (
      select distinct on (e.film_id) e.film_id, e.id as episode_id, e.episode_num, h.start_ms, h.text, h.rank, f.hotness
      from hits h
      cross join lateral (select d.episode_id from episode_dialogue d where d.track = h.track and d.lang = ${lang} offset 0) d
      join episodes e on e.id = d.episode_id
      join films f on f.id = e.film_id and f.published
      where e.episode_num <= ${ctx.config.freeEpisodes} or e.free or h.line_no < ${LOCKED_TRANSCRIPT_LINES}
      order by e.film_id, h.rank desc, e.episode_num, h.start_ms
    )
    select film_id, episode_id, episode_num, start_ms, text from per_film
    order by rank desc, hotness desc, film_id
    limit ${limit}`,
  );
  const cards = new Map(
    (
      await loadFilmCards(
        ctx,
        rows.map((r) => r.film_id),
        lang,
      )
    ).map((card) => [card.id, card]),
  );
  return rows.flatMap((r) => {
    const card = cards.get(r.film_id);
    if (!card) return [];
    return [
      {
        film_id: r.film_id,
        film_title: card.title,
        poster_url: card.poster_url,
        episode_id: r.episode_id,
        episode_num: r.episode_num,
        start: r.start_ms / 1000,
        line: r.text,
      },
    ];
  });
}
