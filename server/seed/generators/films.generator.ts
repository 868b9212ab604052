import { localize } from '../core/languages';
import { FEMALE_NAMES, MALE_NAMES } from '../core/names';
import { rngFor, type Rng } from '../core/prng';
import { paletteFor } from '../media/palette';
import { CATEGORY_SLUGS, type CategorySlug } from '../phrases/phrase-bank';
import { PHRASE_BANKS } from '../phrases/phrase-bank-registry';
import type { SeedCast, SeedFilm } from './catalog.model';
import { CATEGORY_TAILS, composeStory, composeTitles } from './film-text';

/** Seconds of every committed sample clip; episodes claim the length they really play. */
export const CLIP_SECONDS = 12;
const DAY_MS = 86_400_000;

/** Related categories a film may also belong to. */
const RELATED: Readonly<Record<CategorySlug, readonly CategorySlug[]>> = {
  romance: ['ceo', 'campus', 'comedy', 'family'],
  revenge: ['rebirth', 'thriller', 'urban', 'family'],
  ceo: ['romance', 'urban', 'revenge'],
  werewolf: ['fantasy', 'romance'],
  historical: ['romance', 'revenge', 'fantasy'],
  fantasy: ['werewolf', 'historical', 'romance'],
  urban: ['ceo', 'revenge', 'comedy'],
  family: ['romance', 'urban', 'comedy'],
  thriller: ['revenge', 'urban', 'family'],
  comedy: ['romance', 'campus', 'ceo'],
  campus: ['romance', 'comedy'],
  rebirth: ['revenge', 'historical', 'romance'],
};

function pickCast(rng: Rng): SeedCast {
  const [heroine, rival] = rng.sample(FEMALE_NAMES, 2);
  return { hero: rng.pick(MALE_NAMES), heroine: heroine!, rival: rival! };
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Chooses a (head, tail) pair not used yet in the category; when all are taken it becomes a numbered sequel. */
function chooseTitle(rng: Rng, category: CategorySlug, used: Map<string, number>): { head: number; tail: number; sequel: number } {
  const tails = CATEGORY_TAILS[category];
  const heads = PHRASE_BANKS.en.titleHeads.length;
  for (let attempt = 0; attempt < 60; attempt++) {
    const head = rng.index(heads);
    const tail = rng.pick(tails);
    if (!used.has(`${head}:${tail}`)) {
      used.set(`${head}:${tail}`, 1);
      return { head, tail, sequel: 0 };
    }
  }
  const head = rng.index(heads);
  const tail = rng.pick(tails);
  const sequel = used.get(`${head}:${tail}`) ?? 0;
  used.set(`${head}:${tail}`, sequel + 1);
  return { head, tail, sequel };
}

/** `count` dramas, categories dealt round-robin so each of the twelve gets its share. */
export function generateFilms(seed: number, count: number, now: Date): SeedFilm[] {
  const used = new Map<string, number>();
  const films: SeedFilm[] = [];
  for (let id = 1; id <= count; id++) {
    const rng = rngFor(seed, 'film', id);
    const category = CATEGORY_SLUGS[(id - 1) % CATEGORY_SLUGS.length]!;
    const title = chooseTitle(rng, category, used);
    const titles = composeTitles(title.head, title.tail, title.sequel);
    const cast = pickCast(rng);
    const story = composeStory(rng, category, cast);
    // 30 to 100 episodes, most series nearer the short end (as on the real apps).
    const episodeCount = 30 + Math.floor(Math.pow(rng.next(), 2) * 71);
    // Popularity is skewed: a few hits, a long tail.
    const hotness = Math.round(1000 * Math.pow(rng.next(), 2.2));
    const ageDays = id % 9 === 0 ? rng.int(0, 13) : rng.int(14, 720);
    const createdAt = new Date(now.getTime() - ageDays * DAY_MS - rng.int(0, DAY_MS - 1));
    films.push({
      id,
      slug: `${slugify(titles.en)}-${id}`,
      categorySlug: category,
      secondarySlugs: rng.sample(RELATED[category], rng.int(0, 2)),
      posterPath: `/media/posters/${id}.svg`,
      coverPath: `/media/covers/film-${id}.svg`,
      palette: paletteFor(category, rng),
      episodeCount,
      runtimeMinutes: Math.ceil((episodeCount * CLIP_SECONDS) / 60),
      releaseYear: createdAt.getUTCFullYear(),
      hotness,
      featured: 0,
      viewCount: 0,
      playCount: 0,
      favoriteCount: 0,
      commentCount: 0,
      ratingSum: 0,
      ratingCount: 0,
      createdAt,
      cast,
      texts: localize((lang) => ({ title: titles[lang], ...story[lang] })),
    });
  }
  // The hottest dozen are the featured ones (1 = top of the carousel).
  [...films]
    .sort((a, b) => b.hotness - a.hotness || a.id - b.id)
    .slice(0, 12)
    .forEach((film, i) => {
      film.featured = 12 - i;
    });
  return films;
}
