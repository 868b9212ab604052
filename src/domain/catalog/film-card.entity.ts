/** A film as a poster card shows it: enough to render a grid or a rail, nothing more. */
export interface FilmCard {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
  readonly episodeCount: number;
  /** Average of 1..5 stars, or null while nobody has rated it. */
  readonly rating: number | null;
  readonly categoryNames: readonly string[];
  /** The `_cname` of the film's main category, used by its episode-list route. */
  readonly categorySlug: string;
  readonly isNew: boolean;
  readonly isHot: boolean;
}

/** A featured film for the home hero: a card plus the synopsis the hero shows. */
export interface FeaturedFilm extends FilmCard {
  readonly synopsis: string;
}
