/** The reasons a reader may give when reporting a comment. */
export const REPORT_REASONS = ['spam', 'abuse', 'spoiler', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How long a comment may be and how many photos it may carry (the contract states both). */
export interface DraftLimits {
  readonly textLength: number;
  readonly photos: number;
}

/** Why a draft cannot be sent yet; while it is `empty` the Post button is disabled (sent anyway, it says so). */
export type DraftProblem = 'empty' | 'tooLong' | 'tooManyPhotos' | 'photosPending' | 'photosFailed';

/** Where each photo of a draft stands. */
export type DraftPhotoState = 'uploading' | 'ready' | 'failed';

/**
 * The text a comment is posted with: trimmed, as the server trims it (it refuses what is left empty with
 * `validation.content`). A text of only spaces, tabs or line breaks is no comment.
 */
export function postableText(text: string): string {
  return text.trim();
}

/** What is wrong with a draft, or null when it can be sent. Text is counted as the server counts it: trimmed. */
export function draftProblem(text: string, photos: readonly DraftPhotoState[], limits: DraftLimits): DraftProblem | null {
  const trimmed = postableText(text);
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > limits.textLength) return 'tooLong';
  if (photos.length > limits.photos) return 'tooManyPhotos';
  if (photos.includes('uploading')) return 'photosPending';
  if (photos.includes('failed')) return 'photosFailed';
  return null;
}

/** How many more photos fit in a draft that already has `count`. */
export function photosLeft(count: number, limits: DraftLimits): number {
  return Math.max(0, limits.photos - count);
}

/** A like toggled on or off, applied to the count the reader saw. */
export function toggledLike(state: { readonly liked: boolean; readonly likes: number }): { liked: boolean; likes: number } {
  return state.liked ? { liked: false, likes: Math.max(0, state.likes - 1) } : { liked: true, likes: state.likes + 1 };
}

/** True when a comment is written in another language than the reader's (unknown languages are not marked). */
export function isForeignLanguage(commentLanguage: string | null, readerLanguage: string): boolean {
  if (!commentLanguage) return false;
  return commentLanguage.toLowerCase().split('-')[0] !== readerLanguage.toLowerCase().split('-')[0];
}

/** Each site language in its own words: the mark on a comment written in another language than the reader's. */
export const LANGUAGE_ENDONYMS: Readonly<Record<string, string>> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  sw: 'Kiswahili',
  hi: 'हिन्दी',
};
