import type {
  SeedArticle,
  SeedCategory,
  SeedComment,
  SeedCommentImage,
  SeedContributor,
  SeedEngagement,
  SeedEpisode,
  SeedFilm,
  SeedFilmContributor,
  SeedPhoto,
  SeedUser,
  SeedVideo,
} from './catalog.model';
import { generateCategories } from './categories.generator';
import { generateComments } from './comments.generator';
import { generateContributors } from './contributors.generator';
import { generateBlog, generateGuides } from './editorial.generator';
import { generateEngagement } from './engagement.generator';
import { generateEpisodes } from './episodes.generator';
import { generatePhotos, generateVideos } from './film-media.generator';
import { generateFilmGuides } from './film-guides.generator';
import { generateFilms } from './films.generator';
import { generateUsers } from './users.generator';

/** Sizes of the demo catalog; the defaults meet the product's minimums with some margin. */
export interface CatalogOptions {
  seed?: number;
  films?: number;
  comments?: number;
  users?: number;
  blogArticles?: number;
  guidesPerType?: number;
  /** The moment the catalog is generated for (dates are relative to it); defaults to the start of today, UTC. */
  now?: Date;
}

/** Everything the seed writes, as plain objects. */
export interface DemoCatalog {
  films: SeedFilm[];
  categories: SeedCategory[];
  episodes: SeedEpisode[];
  photos: SeedPhoto[];
  videos: SeedVideo[];
  contributors: SeedContributor[];
  credits: SeedFilmContributor[];
  guides: SeedArticle[];
  blog: SeedArticle[];
  users: SeedUser[];
  comments: SeedComment[];
  commentImages: SeedCommentImage[];
  likes: { userId: string; commentId: number; createdAt: Date }[];
  engagement: SeedEngagement;
}

/** Films in the default demo catalog. */
export const DEFAULT_FILMS = 200;

/** The default seed: the same number always gives the same catalog. */
export const DEFAULT_SEED = 20_261_121;

/** Start of the current UTC day, so a catalog generated twice on the same day is identical. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Generates the whole demo catalog, deterministically for a given seed and `now`. */
export function generateCatalog(options: CatalogOptions = {}): DemoCatalog {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfUtcDay(new Date());
  const films = generateFilms(seed, options.films ?? DEFAULT_FILMS, now);
  const episodes = generateEpisodes(seed, films);
  const photos = generatePhotos(seed, films);
  const videos = generateVideos(films);
  const { contributors, credits } = generateContributors(seed, films);
  const users = generateUsers(seed, options.users ?? 400, now);
  const threads = generateComments(seed, films, users, photos, options.comments ?? 20_000, now);
  const engagement = generateEngagement(seed, films, users, threads.comments, now);
  const categories = generateCategories(films);
  const standalone = generateGuides(seed, films, options.guidesPerType ?? 6, 1, now);
  const filmGuides = generateFilmGuides(seed, films, standalone.length + 1, now);
  const blog = generateBlog(seed, films, options.blogArticles ?? 36, now);
  return {
    films,
    categories,
    episodes,
    photos,
    videos,
    contributors,
    credits,
    guides: [...standalone, ...filmGuides],
    blog,
    users,
    comments: threads.comments,
    commentImages: threads.images,
    likes: threads.likes,
    engagement,
  };
}
