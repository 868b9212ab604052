import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { LANGS } from './core/languages';
import { FEMALE_NAMES, MALE_NAMES, nameIn } from './core/names';
import { rngFor } from './core/prng';
import { PHRASE_BANKS, say } from './phrases/phrase-bank-registry';
import { DEFAULT_SEED } from './generators/catalog.generator';

const CHUNK = 2_000;
/** Lines per track: a sample, as the demo's clips have four; a real episode has a few hundred. */
const LINES = 4;

async function insertJson(db: Database, statement: (json: string) => ReturnType<typeof sql>, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK * 5) await db.execute(statement(JSON.stringify(rows.slice(i, i + CHUNK * 5))));
}

/**
 * Gives each drama the large catalog added (seedLargeCatalog) one episode whose dialogue is indexed in the ten
 * languages, for the dialogue-search benchmark: four lines per track, one a demo clip line (common phrases such as
 * "where were you last night" are in a sixth of the dramas), the others plot sentences with the drama's own names
 * and a viewer's remark, so rare words and names are rare. The tracks exist only in the index (`/media/large/…`,
 * no files): the served path of each episode names them, so the index's start check finds nothing to change.
 * Idempotent: dramas that already have an episode are left alone.
 */
export async function seedLargeDialogue(
  db: Database,
  options: { fromFilmId: number; log?: (msg: string) => void; seed?: number },
): Promise<{ dramas: number }> {
  const seed = options.seed ?? DEFAULT_SEED;
  const started = performance.now();
  const missing = (
    (await db.execute(
      sql`select f.id from films f where f.id >= ${options.fromFilmId} and not exists (select 1 from episodes e where e.film_id = f.id) order by f.id`,
    )) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => r.id);
  // A GIN index grows faster built once than row by row: out while a large batch goes in.
  const rebuild = missing.length > 20_000;
  if (rebuild) await db.execute(sql`drop index if exists dialogue_lines_tsv_idx`);
  for (let from = 0; from < missing.length; from += CHUNK) {
    const ids = missing.slice(from, from + CHUNK);
    const episodes: object[] = [];
    const tracks: object[] = [];
    const lines: object[] = [];
    for (const id of ids) {
      const rng = rngFor(seed, 'large-dialogue', id);
      const vars = { heroine: rng.pick(FEMALE_NAMES), hero: rng.pick(MALE_NAMES), rival: rng.pick(FEMALE_NAMES) };
      const picks = { subtitle: rng.index(6), event: rng.index(12), turn: rng.index(8), comment: rng.index(16) };
      const paths: Record<string, string> = {};
      for (const lang of LANGS) {
        const bank = PHRASE_BANKS[lang];
        const names = { heroine: nameIn(vars.heroine, lang), hero: nameIn(vars.hero, lang), rival: nameIn(vars.rival, lang) };
        const track = `/media/large/${id}.${lang}.vtt`;
        paths[lang] = track;
        const texts = [
          bank.subtitleLines[picks.subtitle]!,
          say(lang, bank.plotEvents[picks.event]!, names),
          say(lang, bank.plotTurns[picks.turn]!, names),
          bank.comments[picks.comment]!,
        ].slice(0, LINES);
        tracks.push({ track, lang, lines: texts.length });
        texts.forEach((text, i) => lines.push({ track, line_no: i, lang, start_ms: 500 + i * 2900, text }));
      }
      episodes.push({ film_id: id, subtitle_paths: paths });
    }
    await insertJson(
      db,
      (json) => sql`
        insert into episodes (film_id, episode_num, duration_seconds, video_path, subtitle_langs, subtitle_paths, free)
        select x.film_id, 1, 12, '/media/large/' || x.film_id || '.mp4', ${`{${LANGS.join(',')}}`}::text[], x.subtitle_paths, true
        from json_to_recordset(${json}::json) as x(film_id int, subtitle_paths jsonb)`,
      episodes,
    );
    await insertJson(
      db,
      (json) => sql`insert into dialogue_tracks (track, lang, lines) select * from json_to_recordset(${json}::json) as x(track text, lang text, lines int)`,
      tracks,
    );
    await insertJson(
      db,
      (json) => sql`
        insert into dialogue_lines (track, line_no, lang, start_ms, text)
        select * from json_to_recordset(${json}::json) as x(track text, line_no int, lang text, start_ms int, text text)`,
      lines,
    );
    await db.execute(sql`
      insert into episode_dialogue (episode_id, lang, track)
      select e.id, p.key, p.value from episodes e, jsonb_each_text(e.subtitle_paths) p
      where e.film_id between ${ids[0]!} and ${ids[ids.length - 1]!} and e.video_path like '/media/large/%'
      on conflict do nothing`);
    options.log?.(`large dialogue: ${from + ids.length}/${missing.length} dramas (${Math.round(performance.now() - started)} ms)`);
  }
  if (rebuild) {
    const indexing = performance.now();
    await db.execute(sql`create index if not exists dialogue_lines_tsv_idx on dialogue_lines using gin (tsv)`);
    options.log?.(`large dialogue: full-text index built in ${Math.round(performance.now() - indexing)} ms`);
  }
  return { dramas: missing.length };
}
