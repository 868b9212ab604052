import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { episodes } from '../../db/schema/catalog';
import { episodeDialogue } from '../../db/schema/dialogue';
import { mediaKeyOfPath } from '../../media-store/media-key';
import { mediaUrl } from '../../media-store/media-url';
import type { MediaStore } from '../../media-store/media-store.port';
import { readTrackLines } from '../film/transcript.service';
import { subtitleTracks } from '../film/subtitle-tracks';

/** Rows per statement; they travel as one JSON parameter. */
const CHUNK = 5_000;

export interface DialogueSync {
  /** Episode-language pairs whose served file changed (or came or went). */
  readonly changed: number;
  /** Track files read and indexed now. */
  readonly indexed: number;
  /** Track files no episode serves any more, dropped with their lines. */
  readonly dropped: number;
}

interface Served {
  readonly episodeId: number;
  readonly lang: string;
  readonly track: string;
}

/** The file each episode serves per language (subtitle_paths, else beside the video); tracks off the media store are left out. */
async function servedTracks(db: Database, episodeIds: readonly number[] | undefined): Promise<Served[]> {
  const query = db
    .select({ id: episodes.id, videoPath: episodes.videoPath, langs: episodes.subtitleLangs, paths: episodes.subtitlePaths })
    .from(episodes)
    .$dynamic();
  const rows = await (episodeIds ? query.where(inArray(episodes.id, [...episodeIds])) : query);
  return rows.flatMap((row) =>
    subtitleTracks(mediaUrl(row.videoPath), row.langs, row.paths)
      .filter((track) => mediaKeyOfPath(track.url) !== undefined)
      .map((track) => ({ episodeId: row.id, lang: track.lang, track: track.url })),
  );
}

/** The rows of a raw query: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Reads and indexes the files not indexed yet; answers the ones it could not read (missing: tried again next time). */
async function indexTracks(db: Database, media: MediaStore, wanted: Map<string, string>): Promise<{ indexed: number; unreadable: Set<string> }> {
  const unreadable = new Set<string>();
  const paths = [...wanted.keys()];
  const known = new Set<string>();
  for (const part of chunks(paths)) {
    const rows = await rowsOf<{ track: string }>(
      db,
      sql`select track from dialogue_tracks where track in (select json_array_elements_text(${JSON.stringify(part)}::json))`,
    );
    for (const row of rows) known.add(row.track);
  }
  let indexed = 0;
  for (const track of paths.filter((path) => !known.has(path))) {
    const lines = await readTrackLines(media, mediaKeyOfPath(track)!);
    if (!lines) {
      unreadable.add(track);
      continue;
    }
    const lang = wanted.get(track)!;
    // Two processes may index the same new file at once: the first one's row wins, the second adds no lines.
    const added = await rowsOf(
      db,
      sql`insert into dialogue_tracks (track, lang, lines) values (${track}, ${lang}, ${lines.length}) on conflict (track) do nothing returning track`,
    );
    if (added.length === 0 || lines.length === 0) continue;
    const records = lines.map((line, i) => ({ line_no: i, start_ms: Math.round(line.start * 1000), text: line.text }));
    for (const part of chunks(records)) {
      await db.execute(sql`
        insert into dialogue_lines (track, line_no, lang, start_ms, text)
        select ${track}, x.line_no, ${lang}, x.start_ms, x.text
        from json_to_recordset(${JSON.stringify(part)}::json) as x(line_no int, start_ms int, text text)`);
    }
    indexed += 1;
  }
  return { indexed, unreadable };
}

/**
 * Brings the dialogue index in line with the tracks served now: for `episodeIds` (a track upload, rollback or
 * correction, an import or a console edit of those episodes), or for every episode (at start and after a seed).
 * Each new file is read once from the media store and parsed by the player's WebVTT parser; files no episode serves
 * any more are dropped. Run it in the transaction that changes the served files, so both become visible together.
 */
export async function syncDialogue(db: Database, media: MediaStore, episodeIds?: readonly number[]): Promise<DialogueSync> {
  if (episodeIds?.length === 0) return { changed: 0, indexed: 0, dropped: 0 };
  const served = await servedTracks(db, episodeIds);
  const current = new Map<string, string>();
  for (const part of episodeIds ? chunks(episodeIds) : [undefined]) {
    const query = db.select().from(episodeDialogue).$dynamic();
    const rows = await (part ? query.where(inArray(episodeDialogue.episodeId, part)) : query);
    for (const row of rows) current.set(`${row.episodeId}|${row.lang}`, row.track);
  }
  const stale = served.filter((s) => current.get(`${s.episodeId}|${s.lang}`) !== s.track);
  const { indexed, unreadable } = await indexTracks(db, media, new Map(stale.map((s) => [s.track, s.lang])));
  const upserts = stale.filter((s) => !unreadable.has(s.track));
  const keep = new Set(upserts.map((s) => `${s.episodeId}|${s.lang}`));
  for (const s of served) if (!unreadable.has(s.track)) keep.add(`${s.episodeId}|${s.lang}`);
  const removed = [...current.keys()].filter((key) => !keep.has(key)).map((key) => key.split('|'));
  for (const part of chunks(upserts)) {
    const records = part.map((s) => ({ episode_id: s.episodeId, lang: s.lang, track: s.track }));
    await db.execute(sql`
      insert into episode_dialogue (episode_id, lang, track)
      select x.episode_id, x.lang, x.track from json_to_recordset(${JSON.stringify(records)}::json) as x(episode_id int, lang text, track text)
      on conflict (episode_id, lang) do update set track = excluded.track`);
  }
  for (const part of chunks(removed)) {
    const records = part.map(([episodeId, lang]) => ({ episode_id: Number(episodeId), lang }));
    await db.execute(sql`
      delete from episode_dialogue d using json_to_recordset(${JSON.stringify(records)}::json) as x(episode_id int, lang text)
      where d.episode_id = x.episode_id and d.lang = x.lang`);
  }
  // Files left without an episode: the ones replaced now, or on a full pass any (an episode deleted meanwhile).
  const left = episodeIds ? [...new Set([...current.values()])] : undefined;
  const dropped = await rowsOf(
    db,
    left
      ? sql`delete from dialogue_tracks t where t.track in (select json_array_elements_text(${JSON.stringify(left)}::json)) and not exists (select 1 from episode_dialogue d where d.track = t.track) returning t.track`
      : sql`delete from dialogue_tracks t where not exists (select 1 from episode_dialogue d where d.track = t.track) returning t.track`,
  );
  return { changed: upserts.length + removed.length, indexed, dropped: dropped.length };
}

/** syncDialogue for the episodes of one drama (after the console or an import wrote them). */
export async function syncFilmDialogue(db: Database, media: MediaStore, filmId: number): Promise<DialogueSync> {
  const rows = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.filmId, filmId));
  return syncDialogue(
    db,
    media,
    rows.map((r) => r.id),
  );
}
