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

/** A photo of a comment: the full image, a small one for lists, and its size so space is reserved before it loads. */
export interface CommentPhoto {
  readonly url: string;
  readonly thumbnailUrl: string;
  readonly width: number;
  readonly height: number;
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
  readonly photos: readonly CommentPhoto[];
  readonly postedAt: string;
  /** The language the comment is written in (BCP 47 primary tag), null when the server does not know it. */
  readonly language: string | null;
  /** Hidden after reports or by an operator: only its author still sees it. */
  readonly hidden: boolean;
  readonly reportedByMe: boolean;
}
