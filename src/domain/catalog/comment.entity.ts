/** Who wrote a comment, as a reader sees them. */
export interface CommentAuthor {
  readonly name: string;
  readonly avatarUrl: string;
}

/** A reply under a comment. */
export interface CommentReply {
  readonly id: number;
  readonly author: CommentAuthor;
  readonly text: string;
  readonly likes: number;
  /** ISO 8601 timestamp; formatted per locale by the view through the translator. */
  readonly postedAt: string;
}

/** A top-level comment on a film, with the film it belongs to so that lists can link to it. */
export interface Comment {
  readonly id: number;
  readonly filmId: number;
  readonly filmTitle: string;
  readonly filmPosterUrl: string;
  readonly author: CommentAuthor;
  readonly text: string;
  readonly likes: number;
  readonly replyCount: number;
  readonly imageUrls: readonly string[];
  readonly postedAt: string;
}
