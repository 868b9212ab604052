import { sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { TitleSearcher } from './title-search.cache';
import type { TitleSearchIndex } from './title-search.index';
import { readTitleSearchIndex } from './title-search.reader';
import { TitleSearchWorkers, WORKER_MIN_TITLES } from './title-search.workers';

// How often a search may look whether titles changed; the look is one tiny query, the rebuild runs in background.
const CHECK_EVERY_MS = 2_000;

interface Holder {
  index?: TitleSearchIndex;
  /** The index itself, or worker threads over it when it is large. */
  searcher?: TitleSearcher;
  version?: string;
  building?: Promise<TitleSearchIndex>;
  checkedAt: number;
}

const holders = new WeakMap<ServerContext, Holder>();

/**
 * The titles' version: a sequence that a statement trigger on film_translations advances on every insert, update
 * or delete (migration 0003), so any writer, in this process or another, makes the index rebuild.
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
  const previous = holder.searcher;
  holder.index = index;
  holder.searcher = searcher;
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
 * the first search is answered in full; later calls answer from the current index at once and, every couple of
 * seconds, look whether titles changed and rebuild in the background when they did.
 */
export async function titleSearchIndex(ctx: ServerContext): Promise<TitleSearchIndex> {
  return (await currentHolder(ctx)).index!;
}

/** What searches go through: the current index, or the worker threads over it (see titleSearchIndex). */
export async function titleSearcher(ctx: ServerContext): Promise<TitleSearcher> {
  return (await currentHolder(ctx)).searcher!;
}

async function currentHolder(ctx: ServerContext): Promise<Holder> {
  let holder = holders.get(ctx);
  if (!holder) {
    holder = { checkedAt: 0 };
    holders.set(ctx, holder);
  }
  if (!holder.index) {
    const current = holder;
    current.building ??= build(ctx, current).finally(() => (current.building = undefined));
    await current.building;
    return current;
  }
  if (!holder.building && Date.now() - holder.checkedAt > CHECK_EVERY_MS) refreshInBackground(ctx, holder);
  return holder;
}

/**
 * Brings the index up to date now: rebuilds it when titles changed since it was built (or builds it the first
 * time). For writers that need their titles searchable at once rather than within a few seconds.
 */
export async function refreshTitleSearch(ctx: ServerContext): Promise<TitleSearchIndex> {
  const index = await titleSearchIndex(ctx);
  const holder = holders.get(ctx)!;
  if (holder.building) await holder.building;
  refreshInBackground(ctx, holder);
  return (await holder.building) ?? index;
}

/** Builds the index ahead of the first search (call at start, after the seed). */
export async function warmTitleSearch(ctx: ServerContext): Promise<void> {
  await titleSearchIndex(ctx);
}
