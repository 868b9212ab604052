/** A film an article or guide mentions. */
export interface FilmMention {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
}

/** A blog post as listed. */
export interface BlogPostSummary {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly coverUrl: string;
  readonly publishedAt: string;
  readonly authorName: string;
}

/** A full blog article; `bodyHtml` was sanitised by the server and may be rendered as is. */
export interface BlogArticle extends BlogPostSummary {
  readonly bodyHtml: string;
  readonly films: readonly FilmMention[];
}

/** A guide as listed under its type. */
export interface GuideSummary {
  readonly id: number;
  readonly typeSlug: string;
  readonly typeName: string;
  readonly title: string;
  readonly summary: string;
  readonly coverUrl: string | null;
  readonly publishedAt: string;
  readonly film: FilmMention | null;
}

/** A full guide; `bodyHtml` was sanitised by the server. */
export interface GuideArticle extends GuideSummary {
  readonly authorName: string;
  readonly bodyHtml: string;
}
