/** A blog post as listed. */
export interface BlogPostSummary {
  readonly id: number;
  readonly title: string;
  readonly excerpt: string;
  readonly coverUrl: string | null;
  readonly publishedAt: string;
}

/** A full blog article. */
export interface BlogArticle extends BlogPostSummary {
  /** Paragraphs of plain text, in reading order. */
  readonly body: string;
  readonly author: string | null;
}

/** A guide as listed under its type. */
export interface GuideSummary {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly excerpt: string;
  readonly coverUrl: string | null;
  readonly publishedAt: string;
  readonly filmId: number | null;
}

/** A full guide. */
export interface GuideArticle extends GuideSummary {
  readonly body: string;
}
