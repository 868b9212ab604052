import type { Language } from '../routing/language';

/** A drama as the console's catalog list shows it (drafts included). */
export interface CatalogRow {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly published: boolean;
  readonly episodeCount: number;
  readonly posterUrl: string | null;
}

export type ContributorRole = 'director' | 'writer' | 'producer' | 'actor';
export const CONTRIBUTOR_ROLES: readonly ContributorRole[] = ['director', 'writer', 'producer', 'actor'];

/** A drama's visitor texts in one language; the SEO texts override the page head when not empty. */
export interface DramaTexts {
  readonly title: string;
  readonly synopsis: string;
  readonly tagline: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
}
export type DramaTextField = keyof DramaTexts;

export interface DramaContributor {
  readonly id: string;
  readonly role: ContributorRole;
  readonly character: string | null;
}

/** What an operator edits of a drama (media have their own actions). */
export interface DramaFields {
  readonly slug: string;
  readonly originalLang: Language;
  readonly releaseYear: number | null;
  readonly texts: Readonly<Record<Language, DramaTexts>>;
  readonly categories: readonly string[];
  readonly topics: readonly string[];
  readonly contributors: readonly DramaContributor[];
}

export interface EditedEpisode {
  readonly number: number;
  readonly durationSeconds: number;
  readonly free: boolean;
  readonly videoUrl: string;
  readonly subtitleLangs: readonly Language[];
}

/** A stored drama as the editor shows it. */
export interface EditedDrama extends DramaFields {
  readonly id: number;
  readonly published: boolean;
  readonly posterUrl: string | null;
  readonly episodes: readonly EditedEpisode[];
}

/** The categories, topics and people a drama may name, with their names in the operator's language. */
export interface CatalogChoices {
  readonly groups: readonly { readonly slug: string; readonly kind: 'category' | 'topic'; readonly name: string }[];
  readonly contributors: readonly { readonly id: string; readonly name: string }[];
}
