/** Who wrote a comment, as a reader sees them. */
export interface CommentAuthor {
  readonly name: string;
  readonly avatarUrl: string | null;
}

/** The film a comment is about, for lists shown away from the film. */
export interface CommentedFilm {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
}

/** A comment or a reply (`parentId` set). Times are ISO 8601; views format them per locale. */
export interface Comment {
  readonly id: number;
  readonly filmId: number;
  readonly parentId: number | null;
  readonly film: CommentedFilm | null;
  readonly author: CommentAuthor;
  /** The member a reply answers, when it answers another reply. */
  readonly replyTo: CommentAuthor | null;
  readonly text: string;
  readonly likes: number;
  /** Whether the signed-in reader likes it (false for a visitor). */
  readonly likedByMe: boolean;
  readonly replyCount: number;
  readonly imageUrls: readonly string[];
  readonly postedAt: string;
  /** The language the comment is written in (BCP 47 primary tag), null when the server does not know it. */
  readonly language: string | null;
}
