/** A category (genre) of dramas; `slug` is the `_cname` of its aggregate page. */
export interface Category {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly filmCount: number;
}

/** A curated topic: a titled selection of films, listed on its own aggregate page. */
export interface Topic {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly coverUrl: string;
}
