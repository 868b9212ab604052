import { localize, type Lang } from '../core/languages';
import { rngFor, type Rng } from '../core/prng';
import { CATEGORY_SLUGS, GUIDE_TYPES, type CategorySlug } from '../phrases/phrase-bank';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import { EDITORS, writeArticleBody, type ArticleSection } from './article-text';
import type { SeedArticle, SeedFilm } from './catalog.model';

const DAY_MS = 86_400_000;

interface Subject {
  category: CategorySlug;
  film: SeedFilm;
  film2: SeedFilm;
  n: number;
}

/** A category and its two hottest distinct films (the article's subject). */
function subjectFor(rng: Rng, films: readonly SeedFilm[], index: number): Subject {
  // Stepping by 5 (coprime with 12), shifted every 12 items, visits every category before a pair repeats.
  const category = CATEGORY_SLUGS[(index * 5 + Math.floor(index / 12)) % CATEGORY_SLUGS.length]!;
  const members = films.filter((f) => f.categorySlug === category).sort((a, b) => b.hotness - a.hotness);
  const pool = members.length >= 2 ? members.slice(0, 8) : films.slice(0, 8);
  const [film, film2] = rng.sample(pool, 2);
  // n stays between 5 and 10, so "{n} dramas" agrees in every language (Russian genitive plural included).
  return { category, film: film!, film2: (film2 ?? film)!, n: rng.int(5, 10) };
}

function vars(lang: Lang, s: Subject) {
  return {
    genre: PHRASE_BANKS[lang].categories[s.category].name,
    film: s.film.texts[lang].title,
    film2: s.film2.texts[lang].title,
    n: s.n,
    episodes: s.film.episodeCount,
  };
}

function slugOf(text: string, id: number): string {
  return `${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${id}`;
}

/** `count` blog articles: a title, an introduction and three headed sections of two paragraphs each. */
export function generateBlog(seed: number, films: readonly SeedFilm[], count: number, now: Date): SeedArticle[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const rng = rngFor(seed, 'blog', id);
    const subject = subjectFor(rng, films, i);
    const titleIndex = i % PHRASE_BANKS.en.blogTitles.length;
    const order = rng.shuffle(PHRASE_BANKS.en.blogParagraphs.map((_, p) => p));
    const headings = rng.sample(
      PHRASE_BANKS.en.headings.map((_, h) => h),
      3,
    );
    const texts = localize((lang) => {
      const bank = PHRASE_BANKS[lang];
      const p = (k: number) => say(lang, bank.blogParagraphs[order[k]!]!, vars(lang, subject));
      const sections: ArticleSection[] = [
        { paragraphs: [p(0)] },
        ...headings.map((h, s) => ({ heading: bank.headings[h]!, paragraphs: [p(1 + s * 2), p(2 + s * 2)] })),
      ];
      return { title: say(lang, bank.blogTitles[titleIndex]!, vars(lang, subject)), summary: p(0), body: writeArticleBody(sections) };
    });
    return {
      id,
      filmId: subject.film.id,
      type: 'blog',
      slug: slugOf(texts.en.title, id),
      coverPath: subject.film.coverPath,
      authorName: rng.pick(EDITORS),
      publishedAt: new Date(now.getTime() - (i * 5 + rng.int(0, 4)) * DAY_MS - rng.int(0, DAY_MS)),
      texts,
    };
  });
}

/** `perType` standalone guides of each guide type, numbered from `firstId`. */
export function generateGuides(seed: number, films: readonly SeedFilm[], perType: number, firstId: number, now: Date): SeedArticle[] {
  const guides: SeedArticle[] = [];
  GUIDE_TYPES.forEach((type, t) => {
    for (let i = 0; i < perType; i++) {
      const id = firstId + guides.length;
      const rng = rngFor(seed, 'guide', type, i);
      const subject = subjectFor(rng, films, t * perType + i);
      const headings = rng.sample(
        PHRASE_BANKS.en.headings.map((_, h) => h),
        2,
      );
      const extra = rng.index(PHRASE_BANKS.en.blogParagraphs.length);
      const texts = localize((lang) => {
        const bank = PHRASE_BANKS[lang];
        const own = bank.guides[type];
        const p = (k: number) => say(lang, own.paragraphs[k]!, vars(lang, subject));
        const sections: ArticleSection[] = [
          { paragraphs: [p(0)] },
          { heading: bank.headings[headings[0]!]!, paragraphs: [p(1), p(2)] },
          { heading: bank.headings[headings[1]!]!, paragraphs: [p(3), say(lang, bank.blogParagraphs[extra]!, vars(lang, subject))] },
        ];
        return { title: say(lang, own.titles[i % own.titles.length]!, vars(lang, subject)), summary: p(0), body: writeArticleBody(sections) };
      });
      guides.push({
        id,
        filmId: null,
        type,
        slug: slugOf(texts.en.title, id),
        coverPath: `/media/covers/category-${subject.category}.svg`,
        authorName: rng.pick(EDITORS),
        publishedAt: new Date(now.getTime() - rng.int(1, 300) * DAY_MS),
        texts,
      });
    }
  });
  return guides;
}
