/** Suggestions start once the visitor has typed this many characters. */
export const minSuggestionLength = 2;
/** Longest keyword sent to the API; longer input is cut, not rejected. */
export const maxKeywordLength = 80;

/** The keyword as it is searched: trimmed, inner whitespace collapsed, capped in length. */
export function normalizeKeyword(raw: string): string {
  return raw.replace(/\s+/g, ' ').trim().slice(0, maxKeywordLength);
}

/** Whether typed text is long enough to ask for instant suggestions. */
export function wantsSuggestions(raw: string): boolean {
  return [...normalizeKeyword(raw)].length >= minSuggestionLength;
}

/** How search results are ordered. */
export const searchSorts = ['relevance', 'hot', 'new', 'rating'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** The sort a query value names, or relevance for anything unknown. */
export function parseSearchSort(value: string | null | undefined): SearchSort {
  return searchSorts.find((sort) => sort === value) ?? 'relevance';
}

/** A title offered while the visitor types. */
export interface FilmSuggestion {
  readonly id: number;
  readonly title: string;
  readonly posterUrl: string;
}
