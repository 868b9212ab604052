/** A written plot summary of part of a film. */
export interface Plot {
  readonly id: number;
  readonly filmId: number;
  readonly title: string;
  /** Plain-text body; paragraphs are separated by blank lines. */
  readonly body: string;
  /** First episode the plot covers, when known. */
  readonly episodeNumber: number | null;
}

/** A still photo of a film. */
export interface FilmPhoto {
  readonly id: number;
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly caption: string;
  readonly width: number;
  readonly height: number;
}

/** A playable video of a film: an episode, or a trailer/clip. */
export interface FilmVideo {
  readonly id: number;
  readonly filmId: number;
  readonly title: string;
  readonly thumbnailUrl: string | null;
  readonly durationSeconds: number;
  /** The episode this video is, or null for trailers and clips. */
  readonly episodeNumber: number | null;
}

/** A guide article attached to a film. */
export interface FilmGuide {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly coverUrl: string | null;
  readonly publishedAt: string;
}

/** One page of a paged list. */
export interface Page<TItem> {
  readonly items: readonly TItem[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** Number of pages of a paged list (at least 1, so an empty list still has page 1). */
export function pageCount(page: Pick<Page<unknown>, 'pageSize' | 'total'>): number {
  return Math.max(1, Math.ceil(page.total / page.pageSize));
}
