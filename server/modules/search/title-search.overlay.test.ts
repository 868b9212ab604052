import { describe, expect, it } from 'vitest';
import { buildTitleSearchIndex, type TitleEntry } from './title-search.builder';
import { OverlaySearcher } from './title-search.overlay';

const base: TitleEntry[] = [
  { filmId: 1, lang: 'en', title: 'Midnight Bride' },
  { filmId: 2, lang: 'en', title: 'The Billionaire Returns' },
  { filmId: 2, lang: 'de', title: 'Der Milliardär kehrt zurück' },
  { filmId: 3, lang: 'en', title: 'Revenge of the Heiress' },
  { filmId: 4, lang: 'en', title: 'Love Under the Moon' },
  { filmId: 7, lang: 'ru', title: 'Её тёмный секрет' },
];
const popularity = new Map([
  [1, 50],
  [2, 40],
  [3, 30],
  [4, 20],
  [7, 10],
]);
const index = buildTitleSearchIndex(base, popularity);

const edited = new Map<number, readonly TitleEntry[]>([
  // renamed in English, its German title kept
  [
    2,
    [
      { filmId: 2, lang: 'en', title: 'Return of the Quokka King' },
      { filmId: 2, lang: 'de', title: 'Der Milliardär kehrt zurück' },
    ],
  ],
  [7, []], // deleted
  [10, [{ filmId: 10, lang: 'en', title: 'Midnight Quokka' }]], // added
]);
const overlay = new OverlaySearcher(
  index,
  index,
  edited,
  new Map([
    [2, 40],
    [10, 5],
  ]),
);
const ids = async (query: string, limit = 10) => (await overlay.search(query, 'en', limit)).map((m) => m.filmId);

describe('recent title edits laid over the main index', () => {
  it('finds renamed and added films by their new titles', async () => {
    expect(new Set(await ids('quokka'))).toEqual(new Set([2, 10]));
    expect(await ids('quoka king')).toEqual([2]);
  });
  it('no longer finds a renamed title by its old words, nor a deleted film', async () => {
    expect(await ids('billionaire returns')).toEqual([]);
    expect(await ids('секрет')).toEqual([]);
    // titles of an edited film that did not change still match
    expect(await ids('milliardär')).toEqual([2]);
  });
  it('merges both answers by score, then popularity, within the limit', async () => {
    // "midnight" matches film 1 (main index) and film 10 (overlay) equally; film 1 is more popular.
    expect(await ids('midnight')).toEqual([1, 10]);
    expect(await ids('midnight', 1)).toEqual([1]);
    // The main index's answers are as before for films nobody edited.
    expect(await ids('heiress')).toEqual([3]);
  });
  it('scores an overlay title as the full rebuild would', async () => {
    const rebuilt = buildTitleSearchIndex([...base.filter((e) => !edited.has(e.filmId)), ...[...edited.values()].flat()], new Map([...popularity, [10, 5]]));
    for (const query of ['quokka', 'midnight', 'return king', 'moon']) {
      expect(await ids(query)).toEqual(rebuilt.search(query, 'en', 10).map((m) => m.filmId));
    }
  });
});
