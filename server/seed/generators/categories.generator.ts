import { localize } from '../core/languages';
import { CATEGORY_SLUGS, RANKING_SLUGS, TOPIC_SLUGS, type CategorySlug, type RankingSlug, type TopicSlug } from '../phrases/phrase-bank';
import { PHRASE_BANKS } from '../phrases/phrase-bank-registry';
import type { SeedCategory, SeedFilm } from './catalog.model';

const RANKING_SIZE = 50;

/** Which films a topic collects. */
const TOPIC_RULES: Readonly<Record<TopicSlug, (film: SeedFilm) => boolean>> = {
  'hidden-identities': (f) => ['urban', 'ceo', 'fantasy'].includes(f.categorySlug),
  'second-chances': (f) => ['rebirth', 'family'].includes(f.categorySlug) || f.secondarySlugs.includes('rebirth'),
  'forbidden-love': (f) => ['werewolf', 'historical'].includes(f.categorySlug) || (f.categorySlug === 'romance' && f.id % 2 === 0),
  'one-night-binge': (f) => f.episodeCount <= 45,
  'strong-heroines': (f) => ['revenge', 'thriller'].includes(f.categorySlug) || f.secondarySlugs.includes('revenge'),
  'royal-intrigue': (f) => f.categorySlug === 'historical' || f.secondarySlugs.includes('historical') || f.categorySlug === 'fantasy',
};

const average = (f: SeedFilm) => (f.ratingCount === 0 ? 0 : f.ratingSum / f.ratingCount);
const byHotness = (a: SeedFilm, b: SeedFilm) => b.hotness - a.hotness || a.id - b.id;

/** The ranking lists' editorial order (the API's period rankings come from the daily stats instead). */
const RANKING_ORDER: Readonly<Record<RankingSlug, (a: SeedFilm, b: SeedFilm) => number>> = {
  'most-popular': (a, b) => b.viewCount - a.viewCount || a.id - b.id,
  'top-rated': (a, b) => average(b) - average(a) || b.ratingCount - a.ratingCount || a.id - b.id,
  trending: byHotness,
  'new-releases': (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id - b.id,
};

/** Categories (each film in its main and related ones), ranking lists and topics, with their films in order. */
export function generateCategories(films: readonly SeedFilm[]): SeedCategory[] {
  const out: SeedCategory[] = [];
  const add = (slug: string, kind: SeedCategory['kind'], position: number, texts: SeedCategory['texts'], filmIds: number[]) => {
    out.push({ id: out.length + 1, slug, kind, position, coverPath: `/media/covers/${kind}-${slug}.svg`, texts, filmIds });
  };
  CATEGORY_SLUGS.forEach((slug: CategorySlug, i) => {
    const members = films.filter((f) => f.categorySlug === slug || f.secondarySlugs.includes(slug)).sort(byHotness);
    add(
      slug,
      'category',
      i + 1,
      localize((lang) => PHRASE_BANKS[lang].categories[slug]),
      members.map((f) => f.id),
    );
  });
  RANKING_SLUGS.forEach((slug, i) => {
    const members = [...films].sort(RANKING_ORDER[slug]).slice(0, RANKING_SIZE);
    add(
      slug,
      'ranking',
      i + 1,
      localize((lang) => PHRASE_BANKS[lang].rankings[slug]),
      members.map((f) => f.id),
    );
  });
  TOPIC_SLUGS.forEach((slug, i) => {
    const members = films.filter(TOPIC_RULES[slug]).sort(byHotness).slice(0, 40);
    add(
      slug,
      'topic',
      i + 1,
      localize((lang) => PHRASE_BANKS[lang].topics[slug]),
      members.map((f) => f.id),
    );
  });
  return out;
}
