import type { Lang } from '../../../../contract/common.schemas';

export type ContributorRole = 'director' | 'writer' | 'producer' | 'actor';

export interface DramaTextsRecord {
  title: string;
  synopsis: string;
  tagline: string;
  seoTitle: string;
  seoDescription: string;
}

export interface EpisodeRecord {
  number: number;
  durationSeconds: number;
  free: boolean;
  /** Site-rooted URL of the video; its subtitles sit beside it as `<path without extension>.<lang>.vtt`. */
  videoPath: string;
  subtitleLangs: Lang[];
  titles: Partial<Record<Lang, string>>;
}

/**
 * A drama as the catalog stores it, in one comparable shape: the import compares the manifest's drama with the
 * stored one to say created / updated / unchanged, and the console edits the same shape.
 * Categories and topics are slugs, contributors their stable ids; media are stored URLs (content-addressed).
 */
export interface DramaRecord {
  slug: string;
  published: boolean;
  originalLang: Lang;
  releaseYear: number | null;
  posterPath: string;
  texts: Record<Lang, DramaTextsRecord>;
  categories: string[];
  topics: string[];
  contributors: { id: string; role: ContributorRole; character: string | null }[];
  episodes: EpisodeRecord[];
}

/** Stable JSON of a record (keys sorted), so two records compare by value. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

/** The top-level fields that differ between a stored record and a wanted one (for the import's report). */
export function changedFields<T extends object>(stored: T, wanted: T): string[] {
  return (Object.keys(wanted) as (keyof T)[]).filter((key) => canonical(stored[key]) !== canonical(wanted[key])).map(String);
}
