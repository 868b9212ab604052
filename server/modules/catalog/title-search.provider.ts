import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import { filmTranslations } from '../../db/schema/catalog';
import { type TitleEntry, TitleSearchIndex } from './title-search.index';

const BATCH_FILMS = 20_000;
const CHECK_EVERY_MS = 60_000;

interface Holder {
  index?: TitleSearchIndex;
  signature?: string;
  building?: Promise<TitleSearchIndex>;
  checkedAt: number;
}

const holders = new WeakMap<ServerContext, Holder>();

/** Changes whenever titles are added or removed (the seed is the only bulk writer of titles). */
async function titlesSignature(ctx: ServerContext): Promise<string> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number), max: sql<number>`coalesce(max(${filmTranslations.filmId}), 0)`.mapWith(Number) })
    .from(filmTranslations);
  return `${row?.n ?? 0}:${row?.max ?? 0}`;
}

async function build(ctx: ServerContext, holder: Holder): Promise<TitleSearchIndex> {
  const signature = await titlesSignature(ctx);
  const entries: TitleEntry[] = [];
  // Read in film-id ranges so a large catalog never arrives as one huge result.
  for (let from = 0, max = Number(signature.split(':')[1]); from < max; from += BATCH_FILMS) {
    const rows = await ctx.db
      .select({ filmId: filmTranslations.filmId, lang: filmTranslations.lang, title: filmTranslations.title })
      .from(filmTranslations)
      .where(and(gt(filmTranslations.filmId, from), lte(filmTranslations.filmId, from + BATCH_FILMS)))
      .orderBy(asc(filmTranslations.filmId));
    for (const row of rows) entries.push(row);
  }
  const index = new TitleSearchIndex(entries);
  holder.index = index;
  holder.signature = signature;
  holder.checkedAt = Date.now();
  ctx.logger.info('title search index built', { titles: index.size });
  return index;
}

/**
 * The title index of this server. The first call builds it (the server warms it at start); later calls answer
 * at once and, at most once a minute, rebuild in the background when the titles changed.
 */
export async function titleSearchIndex(ctx: ServerContext): Promise<TitleSearchIndex> {
  let holder = holders.get(ctx);
  if (!holder) {
    holder = { checkedAt: 0 };
    holders.set(ctx, holder);
  }
  if (!holder.index) {
    holder.building ??= build(ctx, holder).finally(() => (holder!.building = undefined));
    return holder.building;
  }
  if (!holder.building && Date.now() - holder.checkedAt > CHECK_EVERY_MS) {
    const current = holder;
    current.checkedAt = Date.now();
    current.building = titlesSignature(ctx)
      .then((signature) => (signature === current.signature ? current.index! : build(ctx, current)))
      .catch((error: unknown) => {
        ctx.logger.warn('title search index refresh failed', { error: String(error) });
        return current.index!;
      })
      .finally(() => (current.building = undefined));
  }
  return holder.index;
}

/** Builds the index ahead of the first search (call at start, after the seed). */
export async function warmTitleSearch(ctx: ServerContext): Promise<void> {
  await titleSearchIndex(ctx);
}
