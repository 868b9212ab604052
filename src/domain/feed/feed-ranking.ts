/** A drama the feed may show, with what the ranking reads about it. */
export interface FeedCandidate {
  readonly filmId: number;
  /** Category slugs of the drama, its main category first. */
  readonly categories: readonly string[];
  /** Plays this week by visitors reading the site in the feed's language. */
  readonly weekPlays: number;
  /** Plays of the last episode this week in that language: viewers who saw the drama through. */
  readonly weekCompletions: number;
  /** Plays this week in every language: the popularity used while the language has none yet. */
  readonly weekPlaysEverywhere: number;
  /** When the drama was published (ms since the epoch). */
  readonly createdAt: number;
  /** The visitor watched its last episode (known from the device's watch history). */
  readonly finished: boolean;
}

/** What the feed knows of the visitor: category counts of the device's watch history, no titles. */
export interface FeedVisitor {
  /** Episodes watched per category slug. */
  readonly categoryCounts: Readonly<Record<string, number>>;
  /** Dramas already shown in this session, in order. */
  readonly shownIds: readonly number[];
  /** Now (ms since the epoch), for what counts as new. */
  readonly now: number;
}

/** Why an item is in the feed: the "Why this?" line. */
export type FeedReason =
  | { readonly kind: 'watched_category'; readonly category: string }
  | { readonly kind: 'popular_in_language' }
  | { readonly kind: 'popular' }
  | { readonly kind: 'new' }
  /** Neither of the visitor's categories, nor played this week, nor new: the rest of the catalog, so the feed goes on. */
  | { readonly kind: 'more' };

/** One item of the feed, in the order to show. */
export interface FeedPick {
  readonly filmId: number;
  readonly reason: FeedReason;
}

/** A drama published this many days ago or less is new. */
export const NEW_DAYS = 30;
const DAY_MS = 86_400_000;

/** A completion weighs as much as this many plays: a drama people finish holds them. */
const COMPLETION_WEIGHT = 3;

type Source = 'taste' | 'popular' | 'new';

/**
 * The mix, slot by slot, repeated: of every five items two follow the visitor's taste, two what is popular in the
 * language this week and one is new. The slot of an item is its place in the session (shown items count), so the
 * next page goes on with the same rhythm. An empty source gives its slot to FALLBACK's first source that has
 * something: without history, taste slots go to what is popular.
 */
export const MIX: readonly Source[] = ['taste', 'popular', 'taste', 'new', 'popular'];
const FALLBACK: readonly Source[] = ['popular', 'new', 'taste'];

function popularity(c: FeedCandidate, languageHasPlays: boolean): number {
  return languageHasPlays ? c.weekPlays + COMPLETION_WEIGHT * c.weekCompletions : c.weekPlaysEverywhere;
}

/** The visitor's category that this drama matches best (most watched), or undefined. */
function tasteCategory(c: FeedCandidate, counts: FeedVisitor['categoryCounts']): string | undefined {
  let best: string | undefined;
  for (const slug of c.categories) if ((counts[slug] ?? 0) > 0 && (best === undefined || counts[slug]! > counts[best]!)) best = slug;
  return best;
}

/**
 * Orders the next `limit` items of the feed: dramas neither finished by the visitor nor already shown in the
 * session, mixed by MIX from three queues, each with its reason. Ties fall to the lower film id, so the order is
 * the same for the same inputs.
 */
export function rankFeed(candidates: readonly FeedCandidate[], visitor: FeedVisitor, limit: number): FeedPick[] {
  const shown = new Set(visitor.shownIds);
  const open = candidates.filter((c) => !c.finished && !shown.has(c.filmId));
  const languageHasPlays = candidates.some((c) => c.weekPlays > 0);
  const byPopularity = (a: FeedCandidate, b: FeedCandidate) => popularity(b, languageHasPlays) - popularity(a, languageHasPlays) || a.filmId - b.filmId;
  const counts = visitor.categoryCounts;
  const taste = open
    .flatMap((c) => {
      const category = tasteCategory(c, counts);
      return category ? [{ c, category }] : [];
    })
    .sort((a, b) => counts[b.category]! - counts[a.category]! || byPopularity(a.c, b.c));
  const popular = open.filter((c) => popularity(c, languageHasPlays) > 0).sort(byPopularity);
  const fresh = open.filter((c) => visitor.now - c.createdAt <= NEW_DAYS * DAY_MS).sort((a, b) => b.createdAt - a.createdAt || a.filmId - b.filmId);
  // What no queue holds (old dramas nobody played) still comes, last, so the feed does not end early.
  const rest = [...open].sort(byPopularity);

  const picked = new Set<number>();
  const next = <T>(queue: T[], id: (t: T) => number): T | undefined => {
    while (queue.length > 0) {
      const head = queue.shift()!;
      if (!picked.has(id(head))) return head;
    }
    return undefined;
  };
  const take = (source: Source): FeedPick | undefined => {
    if (source === 'taste') {
      const t = next(taste, (x) => x.c.filmId);
      return t && { filmId: t.c.filmId, reason: { kind: 'watched_category', category: t.category } };
    }
    if (source === 'popular') {
      const c = next(popular, (x) => x.filmId);
      return c && { filmId: c.filmId, reason: { kind: languageHasPlays ? 'popular_in_language' : 'popular' } };
    }
    const c = next(fresh, (x) => x.filmId);
    return c && { filmId: c.filmId, reason: { kind: 'new' } };
  };

  const picks: FeedPick[] = [];
  for (let slot = visitor.shownIds.length; picks.length < limit; slot++) {
    let pick: FeedPick | undefined;
    for (const source of [MIX[slot % MIX.length]!, ...FALLBACK]) pick ??= take(source);
    if (!pick) {
      const c = next(rest, (x) => x.filmId);
      if (!c) break;
      pick = { filmId: c.filmId, reason: { kind: 'more' } };
    }
    picked.add(pick.filmId);
    picks.push(pick);
  }
  return picks;
}
