import { inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { changeHub, type ChangedIds } from '../../db/change-hub';
import { films, filmTranslations } from '../../db/schema/catalog';
import type { TitleEntry } from './title-search.builder';
import type { TitleSearcher } from './title-search.cache';
import type { TitleSearchIndex } from './title-search.index';
import { OverlaySearcher } from './title-search.overlay';
import { readTitleSearchIndex } from './title-search.reader';
import { TitleSearchWorkers, WORKER_MIN_TITLES } from './title-search.workers';

// Without change notices (a bare test context), how often a search may look whether titles changed; the look is
// one tiny query, the rebuild runs in background.
const CHECK_EVERY_MS = 2_000;
/** Edited films the overlay holds at most; beyond, the main index is rebuilt in the background (and the overlay emptied). */
const OVERLAY_MAX_FILMS = 2_000;

interface Holder {
  /** The main index, built from every title. */
  index?: TitleSearchIndex;
  /** The main index itself, or worker threads over it when it is large. */
  baseSearcher?: TitleSearcher;
  /** What searches use: the main searcher, with the titles edited since laid over it. */
  searcher?: TitleSearcher;
  edited: Map<number, readonly TitleEntry[]>;
  editedPopularity: Map<number, number>;
  version?: string;
  building?: Promise<TitleSearchIndex>;
  /** Edits and rebuilds asked for by change notices, one after the other. */
  queue: Promise<unknown>;
  checkedAt: number;
}

const holders = new WeakMap<ServerContext, Holder>();

/**
 * The titles' version: a sequence that a statement trigger on film_translations advances on every insert, update
 * or delete (migration 0003). Used where no change notices arrive (server/db/change-hub.ts).
 */
async function titlesVersion(ctx: ServerContext): Promise<string> {
  const result = (await ctx.db.execute(sql`select last_value, is_called from film_titles_version`)) as unknown as {
    rows: { last_value: string | number; is_called: boolean }[];
  };
  const row = result.rows[0];
  return row ? `${row.last_value}:${row.is_called}` : '';
}

async function build(ctx: ServerContext, holder: Holder): Promise<TitleSearchIndex> {
  const started = performance.now();
  // Read the version first: a write during the read then still makes the next check rebuild.
  const version = await titlesVersion(ctx);
  const index = await readTitleSearchIndex(ctx);
  const searcher = await searcherFor(ctx, index);
  const previous = holder.baseSearcher;
  holder.index = index;
  holder.baseSearcher = searcher;
  holder.searcher = searcher;
  holder.edited = new Map();
  holder.editedPopularity = new Map();
  holder.version = version;
  holder.checkedAt = Date.now();
  if (previous instanceof TitleSearchWorkers) void previous.close();
  ctx.logger.info('title search index built', {
    titles: index.size,
    workers: searcher instanceof TitleSearchWorkers ? searcher.size : 0,
    ms: Math.round(performance.now() - started),
  });
  return index;
}

/** Worker threads for a large index; the index itself when it is small or the workers cannot start. */
async function searcherFor(ctx: ServerContext, index: TitleSearchIndex): Promise<TitleSearcher> {
  if (index.size < WORKER_MIN_TITLES) return index;
  try {
    return await TitleSearchWorkers.start(index);
  } catch (error) {
    ctx.logger.warn('title search workers did not start: searching in the main thread', { error: String(error) });
    return index;
  }
}

/** Lays the current titles of `ids` over the main index (a few small reads and a small index, not a rebuild). */
async function applyEdits(ctx: ServerContext, holder: Holder, ids: readonly number[]): Promise<void> {
  if (!holder.index || !holder.baseSearcher) return; // the first build, still to come, reads them anyway
  const started = performance.now();
  const [rows, popularity] = await Promise.all([
    ctx.db
      .select({ filmId: filmTranslations.filmId, lang: filmTranslations.lang, title: filmTranslations.title })
      .from(filmTranslations)
      .where(inArray(filmTranslations.filmId, [...ids])),
    ctx.db.select({ id: films.id, hotness: films.hotness }).from(films).where(inArray(films.id, [...ids])),
  ]);
  for (const id of ids) holder.edited.set(id, rows.filter((r) => r.filmId === id));
  for (const { id, hotness } of popularity) holder.editedPopularity.set(id, hotness);
  if (holder.edited.size > OVERLAY_MAX_FILMS) {
    await build(ctx, holder);
    return;
  }
  holder.searcher = new OverlaySearcher(holder.baseSearcher, holder.index, holder.edited, holder.editedPopularity);
  ctx.logger.info('title search index updated', { films: ids.length, edited: holder.edited.size, ms: Math.round(performance.now() - started) });
}

/** Runs `work` after the first build and every update queued before it. */
function enqueue(ctx: ServerContext, holder: Holder, work: () => Promise<unknown>): Promise<unknown> {
  holder.queue = holder.queue
    .then(() => holder.building)
    .then(work)
    .catch((error: unknown) => ctx.logger.warn('title search index update failed', { error: String(error) }));
  return holder.queue;
}

/** Titles changed on some process: update those films, or rebuild when the notice names all of them. */
function followChanges(ctx: ServerContext, holder: Holder): void {
  const hub = changeHub(ctx);
  hub.on('titles', (ids: ChangedIds) => void enqueue(ctx, holder, () => (ids === 'all' ? build(ctx, holder) : applyEdits(ctx, holder, ids))));
  // Notices may have been missed while the listener was away.
  hub.onResync((full) => {
    if (full && holder.index) void enqueue(ctx, holder, () => build(ctx, holder));
  });
}

function refreshInBackground(ctx: ServerContext, holder: Holder): void {
  holder.checkedAt = Date.now();
  holder.building = titlesVersion(ctx)
    .then((version) => (version === holder.version ? holder.index! : build(ctx, holder)))
    .catch((error: unknown) => {
      ctx.logger.warn('title search index refresh failed', { error: String(error) });
      return holder.index!;
    })
    .finally(() => (holder.building = undefined));
}

/**
 * The title index of this server. The first call builds it (the server warms it at start) and waits for it, so
 * the first search is answered in full; later calls answer from the current index at once. Change notices keep it
 * current; without them (a bare test context) a search looks every couple of seconds whether titles changed.
 */
export async function titleSearchIndex(ctx: ServerContext): Promise<TitleSearchIndex> {
  return (await currentHolder(ctx)).index!;
}

/** What searches go through: the current index (or worker threads over it) with recent edits laid over it. */
export async function titleSearcher(ctx: ServerContext): Promise<TitleSearcher> {
  return (await currentHolder(ctx)).searcher!;
}

async function currentHolder(ctx: ServerContext): Promise<Holder> {
  let holder = holders.get(ctx);
  if (!holder) {
    holder = { checkedAt: 0, edited: new Map(), editedPopularity: new Map(), queue: Promise.resolve() };
    holders.set(ctx, holder);
    followChanges(ctx, holder);
  }
  if (!holder.index) {
    const current = holder;
    current.building ??= build(ctx, current).finally(() => (current.building = undefined));
    await current.building;
    return current;
  }
  if (!changeHub(ctx).listening && !holder.building && Date.now() - holder.checkedAt > CHECK_EVERY_MS) refreshInBackground(ctx, holder);
  return holder;
}

/**
 * Brings the index up to date now, for writers that need their titles searchable at once: with change notices,
 * waits for the updates they asked for; without, rebuilds when titles changed since the index was built.
 */
export async function refreshTitleSearch(ctx: ServerContext): Promise<TitleSearchIndex> {
  const index = await titleSearchIndex(ctx);
  const holder = holders.get(ctx)!;
  if (changeHub(ctx).listening) {
    await holder.queue;
    return holder.index ?? index;
  }
  if (holder.building) await holder.building;
  refreshInBackground(ctx, holder);
  return (await holder.building) ?? index;
}

/** Builds the index ahead of the first search (call at start, after the seed). */
export async function warmTitleSearch(ctx: ServerContext): Promise<void> {
  await titleSearchIndex(ctx);
}

/** Whether this server's title index is built: a process is not ready to serve (GET /readyz) before. */
export function isSearchIndexReady(ctx: ServerContext): boolean {
  return holders.get(ctx)?.index !== undefined;
}
