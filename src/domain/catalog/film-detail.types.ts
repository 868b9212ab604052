/** What a contributor did on a film. */
export type ContributorRole = 'director' | 'writer' | 'producer' | 'actor';

/** A person credited on a film. */
export interface Contributor {
  readonly id: number;
  readonly name: string;
  readonly role: ContributorRole;
  /** The character an actor plays; null for the crew. */
  readonly character: string | null;
  readonly avatarUrl: string | null;
}

/** A category a film belongs to; `slug` is the `_cname` of the category list route. */
export interface FilmCategory {
  readonly slug: string;
  readonly name: string;
}

/** Everything the film summary shows about one film. */
export interface FilmDetail {
  readonly id: number;
  readonly title: string;
  readonly synopsis: string;
  readonly posterUrl: string;
  /** Average of 1..5 star ratings, or null when nobody has rated yet. */
  readonly rating: number | null;
  readonly ratingCount: number;
  readonly episodeCount: number;
  readonly runtimeMinutes: number;
  readonly releaseYear: number | null;
  readonly categories: readonly FilmCategory[];
  readonly contributors: readonly Contributor[];
  /** Episodes 1..freeEpisodes play for everyone. */
  readonly freeEpisodes: number;
  readonly favoriteCount: number;
  readonly commentCount: number;
  /** Whether the signed-in visitor has favourited the film (false when anonymous). */
  readonly favorited: boolean;
  /** The signed-in visitor's own rating, null when anonymous or not rated. */
  readonly myRating: number | null;
}
