/*
 * Measures the title search on a seeded database, in process (no HTTP): index build time, then p50/p95 of the
 * index alone (no answer cache) and of search and suggestion calls over typo'd, partial and exact queries in the
 * ten languages. The film-card cache is emptied before every call so each one also reads its cards; the service
 * calls after the first round find their matches in the answer cache (title-search.cache.ts), as repeated searches do.
 *
 *   DATA_DIR=.tmp/search-100k npx tsx server/seed/cli.ts --large 100000 --no-media
 *   DATA_DIR=.tmp/search-100k npx tsx server/modules/search/search-latency.script.ts [rounds]
 *
 * DATABASE_URL instead of DATA_DIR measures a PostgreSQL server. Prints figures only; asserts nothing.
 *
 * Dialogue search (issue 33, item 5) is measured on the same database: the large seed gives each of its dramas an
 * episode with four indexed lines in the ten languages (server/seed/large-dialogue.ts), 4 million lines at 100,000.
 * Its queries are phrases of every kind: common lines said in a sixth of the dramas, words of plot sentences,
 * names, and words said nowhere. No answer cache: each call is a PostgreSQL full-text query.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import { loadConfig } from '../../config';
import { composeServer } from '../../composition';
import { consoleLogger, systemClock } from '../../infrastructure';
import { connectDatabase } from '../../db/connect';
import { migrateDatabase } from '../../db/migrate';
import { searchFilms, searchSuggestions } from './search.service';
import { searchDialogue } from './dialogue.search';
import { rowsOf, syncDialogue } from './dialogue.index';
import { createMediaStore } from '../../media-store/create-media-store';

const QUERIES: [Lang, string][] = [
  ['en', 'lov'],
  ['en', 'midnigth bride'],
  ['en', 'billionare'],
  ['en', 'the secret of'],
  ['en', 'revnge heiress'],
  ['de', 'Rache der Erbn'],
  ['es', 'venganza'],
  ['fr', 'le secre'],
  ['pt', 'promessa coracao'],
  ['it', 'la sposa'],
  ['nl', 'de geheime'],
  ['ru', 'тайна'],
  ['ru', 'миллиардер'],
  ['sw', 'siri ya'],
  ['hi', 'दुलहन'],
  ['hi', 'रहस्य'],
];

const DIALOGUE_QUERIES: [Lang, string][] = [
  ['en', 'last night'],
  ['en', 'where were you last night'],
  ['en', '"tell me the truth"'],
  ['en', 'promise'],
  ['en', 'Clara wedding'],
  ['en', 'lighthouse'],
  ['de', 'letzte Nacht'],
  ['es', 'anoche'],
  ['fr', 'vérité'],
  ['pt', 'promessa'],
  ['it', 'davvero'],
  ['nl', 'gisteravond'],
  ['ru', 'прошлой ночью'],
  ['ru', 'правду'],
  ['ru', 'Клара'],
  ['sw', 'jana usiku'],
  ['hi', 'कल रात'],
  ['hi', 'सच'],
  ['hi', 'क्लारा'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function measure(
  name: string,
  rounds: number,
  call: (lang: Lang, keyword: string) => Promise<unknown>,
  queries: readonly [Lang, string][] = QUERIES,
): Promise<void> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const [lang, keyword] of queries) {
      ctx.parts.catalogCaches.cards.clear();
      const started = performance.now();
      await call(lang, keyword);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => ms.toFixed(1).padStart(6);
  console.log(
    `${name.padEnd(28)} n=${times.length}  p50 ${fmt(percentile(times, 0.5))} ms  p95 ${fmt(percentile(times, 0.95))} ms  max ${fmt(times[times.length - 1]!)} ms`,
  );
}

const rounds = Number(process.argv[2] ?? 10);
/** DIALOGUE_ONLY=1 skips the title search (its index takes a while to build at 100,000 dramas). */
const ONLY_DIALOGUE = process.env.DIALOGUE_ONLY === '1';
const connection = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
await migrateDatabase(connection);
const ctx = composeServer({
  db: connection.db,
  config: loadConfig({ NODE_ENV: 'test' }),
  mailer: { send: async () => {} },
  clock: systemClock,
  logger: consoleLogger({ silent: true }),
  flushables: [],
  media: createMediaStore({ kind: 'local', dir: 'memory://' }),
});
try {
  let started = performance.now();
  if (!ONLY_DIALOGUE) {
    await ctx.parts.titleSearch.warm();
    console.log(
      `index built in ${Math.round(performance.now() - started)} ms (${connection.driver}), rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
    );
    started = performance.now();
    const sample = await searchFilms(ctx, 'en', { keyword: 'midnigth bride', sort: 'relevance', page: 1, page_size: 5 });
    console.log(`first search ${Math.round(performance.now() - started)} ms: total ${sample.total}, ${sample.items.map((i) => i.title).join(' | ')}`);
    const index = await ctx.parts.titleSearch.index();
    await measure('index alone, uncached', rounds, async (lang, keyword) => index.search(keyword, lang, 500));
    await measure('search, relevance', rounds, (lang, keyword) => searchFilms(ctx, lang, { keyword, sort: 'relevance', page: 1, page_size: 20 }));
    await measure('search, relevance, page 3', rounds, (lang, keyword) => searchFilms(ctx, lang, { keyword, sort: 'relevance', page: 3, page_size: 20 }));
    await measure('search, hot', rounds, (lang, keyword) => searchFilms(ctx, lang, { keyword, sort: 'hot', page: 1, page_size: 20 }));
    await measure('search, category romance', rounds, (lang, keyword) =>
      searchFilms(ctx, lang, { keyword, category: 'romance', sort: 'relevance', page: 1, page_size: 20 }),
    );
    await measure('suggestions (8)', rounds, (lang, keyword) => searchSuggestions(ctx, lang, keyword, 8));
  }

  // PGlite has no autovacuum: fresh statistics, as the server takes at start.
  if (connection.driver === 'pglite') for (const table of ['dialogue_lines', 'episode_dialogue']) await ctx.db.execute(sql.raw(`analyze ${table}`));
  const [lines] = await rowsOf<{ lines: number; tracks: number }>(
    ctx.db,
    sql`select (select count(*) from dialogue_lines)::int as lines, (select count(*) from episode_dialogue)::int as tracks`,
  );
  console.log(`dialogue: ${lines!.lines} lines indexed, ${lines!.tracks} episode tracks`);
  for (const [lang, keyword] of DIALOGUE_QUERIES) {
    const [{ hits } = { hits: 0 }] = await rowsOf<{ hits: number }>(
      ctx.db,
      sql`select count(*)::int as hits from dialogue_lines where lang = ${lang} and tsv @@ websearch_to_tsquery(dialogue_config(${lang}), ${keyword})`,
    );
    started = performance.now();
    const found = await searchDialogue(ctx, lang, keyword, 10);
    console.log(
      `  ${lang} ${JSON.stringify(keyword)}: ${hits} lines match, first answer ${Math.round(performance.now() - started)} ms, ${found.length} dramas listed`,
    );
  }
  await measure('dialogue search (10)', rounds, (lang, keyword) => searchDialogue(ctx, lang, keyword, 10), DIALOGUE_QUERIES);
  started = performance.now();
  const check = await syncDialogue(ctx.db, ctx.media);
  console.log(
    `dialogue start check (every episode's served tracks against the index): ${Math.round(performance.now() - started)} ms, ${JSON.stringify(check)}`,
  );
} finally {
  await connection.close();
}
