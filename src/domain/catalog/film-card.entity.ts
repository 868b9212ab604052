/** A film as a poster card shows it: enough to render a grid or a rail, nothing more. */
export interface FilmCard {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
  readonly episodeCount: number;
  /** Average rating out of 10, or null while nobody has rated it. */
  readonly rating: number | null;
  readonly categoryNames: readonly string[];
  /** The `_cname` of the film's main category, used by its episode-list route. */
  readonly categorySlug: string;
  /** A short teaser line (synopsis start); empty when the API has none. */
  readonly tagline: string;
}

/** A featured film for the home hero: a card plus its wide artwork and a longer synopsis. */
export interface FeaturedFilm extends FilmCard {
  readonly synopsis: string;
  readonly backdropUrl: string;
}
