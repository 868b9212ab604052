import type { Database } from '../db/database';
import * as catalog from '../db/schema/catalog';
import * as engagement from '../db/schema/engagement';
import { users } from '../db/schema/users';
import { bulkLoad, type LoadPlan } from './db/bulk-load';
import { catalogRows, engagementRows } from './db/catalog-rows';
import { DEFAULT_FILMS, DEFAULT_SEED, generateCatalog, type CatalogOptions } from './generators/catalog.generator';
import type { MediaStore } from '../media-store/media-store.port';
import { mediaIsCurrent, writeMediaFiles } from './media/media-writer';

/** Options of the demo seed; every one has a default suited to `npm start`. */
export interface SeedOptions {
  films?: number;
  comments?: number;
  log?: (msg: string) => void;
  /** Where posters, photos, avatars and the sample clips are put (the server's media store); false skips them. */
  media: MediaStore | false;
  seed?: number;
  now?: Date;
}

const SERIAL_TABLES = ['categories', 'films', 'contributors', 'episodes', 'plots', 'photos', 'videos', 'guides', 'blog_articles', 'comments', 'comment_images'];

async function catalogHasFilms(db: Database): Promise<boolean> {
  const rows = await db.select({ id: catalog.films.id }).from(catalog.films).limit(1);
  return rows.length > 0;
}

function catalogOptions(options: SeedOptions): CatalogOptions {
  return { seed: options.seed ?? DEFAULT_SEED, films: options.films, comments: options.comments, now: options.now };
}

/** Every table with its rows, parents before children. */
function insertPlan(data: ReturnType<typeof generateCatalog>): LoadPlan {
  const c = catalogRows(data);
  const e = engagementRows(data);
  return [
    [catalog.categories, c.categories],
    [catalog.categoryTranslations, c.categoryTranslations],
    [catalog.films, c.films],
    [catalog.filmTranslations, c.filmTranslations],
    [catalog.filmCategories, c.filmCategories],
    [catalog.filmDailyStats, c.filmDailyStats],
    [catalog.contributors, c.contributors],
    [catalog.filmContributors, c.filmContributors],
    [catalog.episodes, c.episodes],
    [catalog.episodeTranslations, c.episodeTranslations],
    [catalog.plots, c.plots],
    [catalog.plotTranslations, c.plotTranslations],
    [catalog.photos, c.photos],
    [catalog.photoTranslations, c.photoTranslations],
    [catalog.videos, c.videos],
    [catalog.videoTranslations, c.videoTranslations],
    [catalog.guideTypes, c.guideTypes],
    [catalog.guideTypeTranslations, c.guideTypeTranslations],
    [catalog.guides, c.guides],
    [catalog.guideTranslations, c.guideTranslations],
    [catalog.blogArticles, c.blogArticles],
    [catalog.blogArticleTranslations, c.blogArticleTranslations],
    [users, e.users],
    [engagement.comments, e.comments],
    [engagement.commentImages, e.commentImages],
    [engagement.commentLikes, e.commentLikes],
    [engagement.ratings, e.ratings],
    [engagement.favorites, e.favorites],
  ];
}

/**
 * Seeds the deterministic demo catalog into an empty database, in one transaction, and draws its media. A no-op
 * (`seeded: false`) when the catalog already has films; two processes starting together serialise on an advisory
 * lock, so only one of them seeds.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined);
  const media = options.media;
  const started = performance.now();
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  if (await catalogHasFilms(db)) {
    // The database may outlive the media (a fresh directory, a new bucket): redraw the media then.
    const stamp = String(options.seed ?? DEFAULT_SEED);
    if (media && !(await mediaIsCurrent(media, options.films ?? DEFAULT_FILMS, stamp))) {
      const drawn = await writeMediaFiles(generateCatalog(catalogOptions(options)), media, stamp);
      log(`seed: catalog present, redrew ${drawn} media files (${elapsed()})`);
    }
    return { seeded: false };
  }
  const data = generateCatalog(catalogOptions(options));
  log(`seed: generated ${data.films.length} films, ${data.episodes.length} episodes, ${data.comments.length} comments (${elapsed()})`);
  const seeded = await bulkLoad(db, insertPlan(data), SERIAL_TABLES, async (query) => (await query('select 1 from films limit 1')).length === 0);
  log(seeded ? `seed: inserted the catalog (${elapsed()})` : 'seed: another process seeded first');
  if (media) {
    const drawn = await writeMediaFiles(data, media, String(options.seed ?? DEFAULT_SEED));
    log(`seed: drew ${drawn} media files (${elapsed()})`);
  }
  return { seeded };
}
