import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Recomputes every kept counter from the rows it summarises: films' comment, favourite and rating sums and
 * counts, comments' like and reply counts. The request paths keep them exact incrementally; bulk writers
 * (the seed) call this once after inserting rows directly.
 */
export async function recountEngagementCounters(db: Database): Promise<void> {
  await db.execute(sql`
    with c as (select film_id, count(*)::int as n from comments group by film_id),
         f as (select film_id, count(*)::int as n from favorites group by film_id),
         r as (select film_id, sum(score)::bigint as s, count(*)::int as n from ratings group by film_id)
    update films set
      comment_count = coalesce((select n from c where c.film_id = films.id), 0),
      favorite_count = coalesce((select n from f where f.film_id = films.id), 0),
      rating_sum = coalesce((select s from r where r.film_id = films.id), 0),
      rating_count = coalesce((select n from r where r.film_id = films.id), 0)`);
  await db.execute(sql`
    with l as (select comment_id, count(*)::int as n from comment_likes group by comment_id),
         rp as (select root_id, count(*)::int as n from comments where root_id is not null group by root_id)
    update comments set
      like_count = coalesce((select n from l where l.comment_id = comments.id), 0),
      reply_count = coalesce((select n from rp where rp.root_id = comments.id), 0)`);
}
