/** A person credited on a film (actor, director, writer...). */
export interface Contributor {
  readonly id: number;
  readonly name: string;
  /** What they did, as the API words it in the visitor's language ("Director", "Lead actress"). */
  readonly role: string;
  readonly avatarUrl: string | null;
}

/** A category a film belongs to; `slug` is the `_cname` of the category list route. */
export interface FilmCategory {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
}

/** Everything the film summary shows about one film. */
export interface FilmDetail {
  readonly id: number;
  readonly title: string;
  readonly synopsis: string;
  readonly posterUrl: string;
  /** Average rating out of 10, or null when nobody has rated yet. */
  readonly rating: number | null;
  readonly ratingCount: number;
  readonly episodeCount: number;
  readonly totalRuntimeSeconds: number;
  readonly categories: readonly FilmCategory[];
  /** The `_cname` used in the film's episode-list route. */
  readonly categorySlug: string;
  readonly freeEpisodes: number;
}

/** A short card of another film ("more like this"). */
export interface FilmCard {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
  readonly categorySlug: string;
  readonly episodeCount: number;
  readonly rating: number | null;
}
