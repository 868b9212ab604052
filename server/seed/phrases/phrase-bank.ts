import type { Lang } from '../core/languages';
import type { NameCase } from '../core/template';

/** The twelve drama categories, in display order. */
export const CATEGORY_SLUGS = [
  'romance',
  'revenge',
  'ceo',
  'werewolf',
  'historical',
  'fantasy',
  'urban',
  'family',
  'thriller',
  'comedy',
  'campus',
  'rebirth',
] as const;
/** A category's stable slug (used in URLs as `_cname`). */
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Curated topics (film collections shown on home and as aggregate pages of kind "topic"). */
export const TOPIC_SLUGS = ['hidden-identities', 'second-chances', 'forbidden-love', 'one-night-binge', 'strong-heroines', 'royal-intrigue'] as const;
/** A topic's stable slug. */
export type TopicSlug = (typeof TOPIC_SLUGS)[number];

/** Ranking lists (aggregate pages of kind "ranking"). */
export const RANKING_SLUGS = ['most-popular', 'top-rated', 'trending', 'new-releases'] as const;
/** A ranking list's stable slug. */
export type RankingSlug = (typeof RANKING_SLUGS)[number];

/** Guide types (the `{type}` of `/guide/{type}/{page}.html`). */
export const GUIDE_TYPES = ['how-to-watch', 'genre-guides', 'recommendations', 'new-releases'] as const;
/** A guide type's stable slug. */
export type GuideType = (typeof GUIDE_TYPES)[number];

/** A name and a one-sentence description. */
export interface NamedText {
  readonly name: string;
  readonly description: string;
}

/**
 * Hand-written phrases of one language. Lists are aligned by index across languages (item 3 of `titleHeads` means the
 * same thing in every language), so one drama gets the same title and story in all ten. Slots: {hero} (male lead),
 * {heroine} (female lead), {rival} (a woman), {title}, {film}, {film2}, {genre}, {n}, {count}, {episodes}, {name};
 * `{slot:case}` asks `inflect` for a grammatical case (Russian).
 */
export interface PhraseBank {
  readonly lang: Lang;
  /** Declines a name into a case; identity for languages that do not inflect names. */
  readonly inflect?: (word: string, nameCase: NameCase) => string;
  readonly categories: Readonly<Record<CategorySlug, NamedText>>;
  readonly topics: Readonly<Record<TopicSlug, NamedText>>;
  readonly rankings: Readonly<Record<RankingSlug, NamedText>>;
  /** Noun phrases heading a title ("The Secret Bride"); 20 items. */
  readonly titleHeads: readonly string[];
  /** Complements ("of the Billionaire"); 14 items. */
  readonly titleTails: readonly string[];
  /** Joins a head and a tail by index with the language's grammar (agreement, word order). */
  readonly composeTitle: (head: number, tail: number) => string;
  /** Two story openings per category. */
  readonly synopsisOpeners: Readonly<Record<CategorySlug, readonly [string, string]>>;
  /** Complications; 8 items. */
  readonly synopsisTwists: readonly string[];
  /** Teaser endings; 5 items. */
  readonly synopsisClosers: readonly string[];
  /** Short episode titles; 16 items. */
  readonly episodeTitles: readonly string[];
  /** First sentence of an episode plot; 12 items. */
  readonly plotEvents: readonly string[];
  /** Second sentence of an episode plot; 8 items. */
  readonly plotTurns: readonly string[];
  /** The last episode's plot; 2 items. */
  readonly plotFinales: readonly string[];
  /** Photo captions; 5 items, {n} is an episode number. */
  readonly photoCaptions: readonly string[];
  /** Labels of a film's extra videos. */
  readonly videoLabels: Readonly<Record<'trailer' | 'teaser' | 'behindTheScenes' | 'highlights', string>>;
  /** Film guide titles ({title}); 3 items. */
  readonly filmGuideTitles: readonly string[];
  /** Film guide paragraphs; 6 items. */
  readonly filmGuideParagraphs: readonly string[];
  /** Whole viewer comments; 16 items. */
  readonly comments: readonly string[];
  /** Optional second sentences of a comment; 8 items. */
  readonly commentExtras: readonly string[];
  /** Replies to a comment; 10 items. */
  readonly replies: readonly string[];
  /** Blog article titles ({genre}, {n}, {film}); 6 items. */
  readonly blogTitles: readonly string[];
  /** Section headings shared by blog articles and guides; 6 items. */
  readonly headings: readonly string[];
  /** Blog paragraphs ({genre}, {film}, {film2}, {episodes}); 10 items. */
  readonly blogParagraphs: readonly string[];
  /** Name of the guide type that holds films' own guides. */
  readonly filmGuidesName: string;
  /** Per guide type: its name, 3 titles ({genre}) and 4 paragraphs ({genre}, {film}, {film2}). */
  readonly guides: Readonly<Record<GuideType, { readonly name: string; readonly titles: readonly string[]; readonly paragraphs: readonly string[] }>>;
  /** Subtitle lines for the sample clips; 6 items. */
  readonly subtitleLines: readonly string[];
}
