import { localize } from '../core/languages';
import { rngFor } from '../core/prng';
import { PHRASE_BANKS, say } from '../phrases/phrase-bank-registry';
import type { CategorySlug } from '../phrases/phrase-bank';
import { EDITORS, writeArticleBody, type ArticleSection } from './article-text';
import type { SeedArticle, SeedFilm } from './catalog.model';
import { castVars } from './film-text';

const DAY_MS = 86_400_000;
/** The guide type of a film's own guides (`/playlet/{filmId}/guide/{page}.html`). */
export const FILM_GUIDE_TYPE = 'film-guides';

// Per guide (by title index): intro paragraph, then [heading index, paragraph indices] sections.
const LAYOUTS: readonly { intro: number; sections: readonly (readonly [number, readonly number[]])[] }[] = [
  {
    intro: 0,
    sections: [
      [5, [5, 4]],
      [2, [1]],
    ],
  },
  {
    intro: 1,
    sections: [
      [1, [2, 3]],
      [3, [0]],
    ],
  },
  {
    intro: 4,
    sections: [
      [0, [0, 2]],
      [3, [3, 5]],
    ],
  },
];

/** Three guides per film (where to start, the characters, key episodes), numbered after `firstId - 1`. */
export function generateFilmGuides(seed: number, films: readonly SeedFilm[], firstId: number, now: Date): SeedArticle[] {
  const guides: SeedArticle[] = [];
  for (const film of films) {
    const rng = rngFor(seed, 'film-guides', film.id);
    LAYOUTS.forEach((layout, index) => {
      const id = firstId + guides.length;
      const texts = localize((lang) => {
        const bank = PHRASE_BANKS[lang];
        const vars = {
          ...castVars(film.cast, lang),
          title: film.texts[lang].title,
          episodes: film.episodeCount,
          genre: bank.categories[film.categorySlug as CategorySlug].name,
        };
        const paragraph = (i: number) => say(lang, bank.filmGuideParagraphs[i]!, vars);
        const sections: ArticleSection[] = [
          { paragraphs: [paragraph(layout.intro)] },
          ...layout.sections.map(([heading, paragraphs]) => ({ heading: bank.headings[heading]!, paragraphs: paragraphs.map(paragraph) })),
        ];
        return { title: say(lang, bank.filmGuideTitles[index]!, vars), summary: paragraph(layout.intro), body: writeArticleBody(sections) };
      });
      guides.push({
        id,
        filmId: film.id,
        type: FILM_GUIDE_TYPE,
        slug: `${film.slug}-guide-${index + 1}`,
        coverPath: film.coverPath,
        authorName: rng.pick(EDITORS),
        publishedAt: new Date(Math.min(now.getTime(), film.createdAt.getTime() + (index + 1) * rng.int(1, 6) * DAY_MS)),
        texts,
      });
    });
  }
  return guides;
}
