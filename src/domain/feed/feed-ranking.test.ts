import { describe, expect, it } from 'vitest';
import { rankFeed, type FeedCandidate, type FeedVisitor } from './feed-ranking';

const NOW = Date.UTC(2026, 10, 27);
const DAY = 86_400_000;

function drama(filmId: number, over: Partial<FeedCandidate> = {}): FeedCandidate {
  return { filmId, categories: ['drama'], weekPlays: 0, weekCompletions: 0, weekPlaysEverywhere: 0, createdAt: NOW - 400 * DAY, finished: false, ...over };
}

const visitor = (over: Partial<FeedVisitor> = {}): FeedVisitor => ({ categoryCounts: {}, shownIds: [], now: NOW, ...over });

const catalog: FeedCandidate[] = [
  drama(1, { categories: ['romance'], weekPlays: 5 }),
  drama(2, { categories: ['romance', 'drama'], weekPlays: 1 }),
  drama(3, { categories: ['action'], weekPlays: 50 }),
  drama(4, { categories: ['action'], weekPlays: 10, weekCompletions: 10 }),
  drama(5, { categories: ['thriller'], createdAt: NOW - 2 * DAY }),
  drama(6, { categories: ['thriller'], createdAt: NOW - 10 * DAY }),
  drama(7, { categories: ['comedy'] }),
  drama(8, { categories: ['romance'], finished: true, weekPlays: 99 }),
];

const ids = (picks: { filmId: number }[]) => picks.map((p) => p.filmId);
const kinds = (picks: { reason: { kind: string } }[]) => picks.map((p) => p.reason.kind);

describe('rankFeed', () => {
  it.each([
    {
      name: 'no history: popular in the language (50 plays before 10 + 3 × 10 completions), new in its slot, then the rest',
      visitor: visitor(),
      ids: [3, 4, 1, 5, 2, 6, 7],
      kinds: ['popular_in_language', 'popular_in_language', 'popular_in_language', 'new', 'popular_in_language', 'new', 'more'],
    },
    {
      name: 'three romance episodes: romance in slots 1 and 3, marked with the category',
      visitor: visitor({ categoryCounts: { romance: 3 } }),
      ids: [1, 3, 2, 5, 4, 6, 7],
      kinds: ['watched_category', 'popular_in_language', 'watched_category', 'new', 'popular_in_language', 'new', 'more'],
    },
    {
      name: 'the most watched category leads; a drama in two categories is marked with the one watched more',
      visitor: visitor({ categoryCounts: { romance: 1, drama: 4 } }),
      ids: [2, 3, 1, 5, 4, 6, 7],
      kinds: ['watched_category', 'popular_in_language', 'watched_category', 'new', 'popular_in_language', 'new', 'more'],
    },
    {
      name: 'a second page goes on with the rhythm and never repeats what was shown',
      visitor: visitor({ categoryCounts: { romance: 3 }, shownIds: [1, 3, 2] }),
      ids: [5, 4, 6, 7],
      kinds: ['new', 'popular_in_language', 'new', 'more'],
    },
  ])('$name', ({ visitor: v, ids: expectedIds, kinds: expectedKinds }) => {
    const picks = rankFeed(catalog, v, 20);
    expect(ids(picks)).toEqual(expectedIds);
    expect(kinds(picks)).toEqual(expectedKinds);
  });

  it('never shows a finished drama', () => {
    expect(ids(rankFeed(catalog, visitor({ categoryCounts: { romance: 9 } }), 20))).not.toContain(8);
  });

  it('names the taste category of the drama', () => {
    expect(rankFeed(catalog, visitor({ categoryCounts: { romance: 3 } }), 1)[0]!.reason).toEqual({ kind: 'watched_category', category: 'romance' });
  });

  it('falls back to the plays of every language, marked popular, while the language has none', () => {
    const quiet = [drama(1, { weekPlaysEverywhere: 3 }), drama(2, { weekPlaysEverywhere: 9 }), drama(3)];
    const picks = rankFeed(quiet, visitor(), 5);
    expect(ids(picks)).toEqual([2, 1, 3]);
    expect(kinds(picks)).toEqual(['popular', 'popular', 'more']);
  });

  it.each([0, 1, 3, 7])('stops at the limit (%i)', (limit) => {
    expect(rankFeed(catalog, visitor(), limit)).toHaveLength(limit);
  });

  it('no drama twice over many pages of a session', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      drama(i + 1, { categories: [['romance', 'action', 'drama'][i % 3]!], weekPlays: (i * 7) % 11, createdAt: NOW - (i % 40) * DAY }),
    );
    const shown: number[] = [];
    for (let page = 0; page < 12; page++) shown.push(...ids(rankFeed(many, visitor({ categoryCounts: { romance: 3 }, shownIds: shown }), 5)));
    expect(shown).toHaveLength(60);
    expect(new Set(shown).size).toBe(60);
  });

  it('an empty catalog gives an empty feed', () => {
    expect(rankFeed([], visitor({ categoryCounts: { romance: 1 } }), 5)).toEqual([]);
  });
});
