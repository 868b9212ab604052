/** A line of dialogue a search found, in the drama and episode that speak it. */
export interface DialogueMatch {
  readonly filmId: number;
  readonly filmTitle: string;
  readonly posterUrl: string;
  /** The episode's video id (its page is the film's video route). */
  readonly episodeId: number;
  readonly episodeNumber: number;
  /** Seconds from the start of the episode to the line. */
  readonly start: number;
  /** What is said, as plain text. */
  readonly line: string;
}
