/** A plot as listed on the film's plot list. */
export interface PlotSummary {
  readonly id: number;
  readonly filmId: number;
  /** The episode the plot tells, or null for a film-wide part. */
  readonly episodeNumber: number | null;
  readonly title: string;
  readonly excerpt: string;
}

/** A single plot page. */
export interface Plot extends PlotSummary {
  readonly filmTitle: string;
  /** Plain text; paragraphs are separated by blank lines. */
  readonly body: string;
  readonly previousId: number | null;
  readonly nextId: number | null;
}

/** A still photo of a film; width and height reserve its space before it loads. */
export interface FilmPhoto {
  readonly id: number;
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** An episode's words in one language, with their times; a locked episode's holds its first lines only. */
export interface EpisodeTranscript {
  readonly filmId: number;
  /** The episode's video id, for the links to its moments. */
  readonly episodeId: number;
  readonly episodeNumber: number;
  readonly language: string;
  readonly locked: boolean;
  readonly lines: readonly { readonly start: number; readonly end: number; readonly text: string }[];
  readonly totalLines: number;
}

/** A subtitle file for one language. */
export interface SubtitleTrack {
  /** One of the site's language codes, e.g. `pt` or `hi`. */
  readonly language: string;
  /** The language's own name ("Deutsch"). */
  readonly label: string;
  readonly url: string;
}

/** A playable vertical video: an episode (once permitted), a trailer or a clip. */
export interface FilmVideo {
  readonly id: number;
  readonly filmId: number;
  readonly kind: 'episode' | 'trailer' | 'clip';
  /** The episode this video is, or null for trailers and clips. */
  readonly episodeNumber: number | null;
  readonly title: string;
  readonly url: string;
  readonly posterUrl: string;
  readonly durationSeconds: number;
  readonly subtitles: readonly SubtitleTrack[];
  /** The drama's original language, when known: its subtitles are the fallback for a page language without any. */
  readonly originalLanguage: string | null;
}
