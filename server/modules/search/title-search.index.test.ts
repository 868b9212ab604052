import { describe, expect, it } from 'vitest';
import { buildTitleSearchIndex, TitleSearchIndexBuilder } from './title-search.builder';
import { tokenize, trigrams } from './title-search.tokens';

const index = buildTitleSearchIndex([
  { filmId: 1, lang: 'en', title: 'Midnight Bride' },
  { filmId: 1, lang: 'de', title: 'Die Mitternachtsbraut' },
  { filmId: 2, lang: 'en', title: 'The Billionaire Returns' },
  { filmId: 2, lang: 'ru', title: 'Возвращение миллиардера' },
  { filmId: 3, lang: 'es', title: 'La venganza de la heredera' },
  { filmId: 3, lang: 'en', title: 'Revenge of the Heiress' },
  { filmId: 4, lang: 'fr', title: 'Amour sous la lune' },
  { filmId: 4, lang: 'en', title: 'Love Under the Moon' },
  { filmId: 5, lang: 'hi', title: 'आधी रात की दुल्हन' },
  { filmId: 6, lang: 'fr', title: 'Le Secret de l’Héritière' },
  { filmId: 7, lang: 'ru', title: 'Её тёмный секрет' },
  { filmId: 8, lang: 'pt', title: 'A Promessa do Coração' },
  { filmId: 9, lang: 'de', title: 'Liebe—im\tSturm' },
]);

describe('tokenize and trigrams', () => {
  it.each([
    ['Amor Bajo-la LUNA, ¡Ánimo!', ['amor', 'bajo', 'la', 'luna', 'animo']],
    ['Le Secret de l’Héritière', ['le', 'secret', 'de', 'l', 'heritiere']],
    ['Её тёмный СЕКРЕТ', ['ее', 'темныи', 'секрет']],
    ['हिन्दी नाटक', ['हिनदी', 'नाटक']],
    ['डॉक्टर का लाल ख़त', ['डॉकटर', 'का', 'लाल', 'खत']],
    ['  ', []],
  ])('tokenizes %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });
  it('pads words like pg_trgm', () => {
    expect([...trigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
    expect(trigrams('नाटक').size).toBe(5);
  });
});

describe('TitleSearchIndex', () => {
  it.each([
    ['midnigth brid', 'en', 1],
    ['mitternachtsbrat', 'de', 1],
    ['billionare', 'en', 2],
    ['миллиардер', 'ru', 2],
    ['возврашение', 'ru', 2],
    ['venganza heredra', 'es', 3],
    ['revnge', 'en', 3],
    ['lune amour', 'fr', 4],
    ['mid', 'en', 1],
    ['दुल्हन', 'hi', 5],
    ['दुलहन', 'hi', 5],
    ['heritiere', 'fr', 6],
    ['HÉRITIÈRE', 'fr', 6],
    ['ее темный', 'ru', 7],
    ['promesa corazon', 'es', 8],
    ['liebe sturm', 'de', 9],
  ])('finds %j (%s) as film %i', (query, lang, filmId) => {
    expect(index.search(query, lang, 5)[0]?.filmId).toBe(filmId);
  });
  it('answers nothing for unrelated words and an empty query', () => {
    expect(index.search('zzzz qqqq', 'en', 5)).toEqual([]);
    expect(index.search('  ', 'en', 5)).toEqual([]);
    expect(index.search('love', 'en', 0)).toEqual([]);
  });
  it('ranks a full match above a partial one and keeps one entry per film', () => {
    const results = index.search('love moon', 'en', 10);
    expect(results[0]?.filmId).toBe(4);
    expect(new Set(results.map((r) => r.filmId)).size).toBe(results.length);
  });
});

describe('ranking', () => {
  const builder = new TitleSearchIndexBuilder();
  const titles: [number, string][] = [
    [10, 'Storm Queen'],
    [11, 'Stormy Night'],
    [12, 'Storn Queen'],
    [13, 'Storm Queen'],
    [14, 'Storm Queen'],
  ];
  for (const [filmId, title] of titles) builder.add({ filmId, lang: 'en', title });
  builder.setPopularity(13, 900);
  builder.setPopularity(14, 50);
  const ranked = builder.build();

  it('puts exact words before prefixes before typos, and popularity before id among equals', () => {
    expect(ranked.search('storm queen', 'en', 10).map((m) => m.filmId)).toEqual([13, 14, 10, 12]);
    expect(ranked.search('storm', 'en', 10).map((m) => m.filmId)).toEqual([13, 14, 10, 11, 12]);
  });
  it('stops at the limit and keeps scores in decreasing order', () => {
    const top = ranked.search('storm queen', 'en', 2);
    expect(top.map((m) => m.filmId)).toEqual([13, 14]);
    const scores = ranked.search('storm queen', 'en', 10).map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
  it('gives the same answer when asked again (scratch arrays are reset by stamps)', () => {
    const first = ranked.search('storn', 'en', 10);
    ranked.search('queen', 'en', 10);
    expect(ranked.search('storn', 'en', 10)).toEqual(first);
  });
  it('gives the same answers with stamps whose marks use the top bit, and across the stamps wrapping round', () => {
    // A title holding two words like one query word ("storm", "storms") counts the better one only.
    const index = buildTitleSearchIndex(['Storm of Storms', 'The Storm', 'Queen of the Storm'].map((title, i) => ({ filmId: i + 1, lang: 'en', title })));
    const queries = ['storm', 'storms', 'queen storm'];
    const expected = queries.map((query) => index.search(query, 'en', 10));
    const scratch = index as unknown as { stamp: number };
    for (const start of [2 ** 28 + 5, 2 ** 29 - 18]) {
      scratch.stamp = start;
      for (let round = 0; round < 3; round++) expect(queries.map((query) => index.search(query, 'en', 10))).toEqual(expected);
    }
    expect(scratch.stamp).toBeLessThan(20);
  });
  it('does not let a word found in most titles match on its own', () => {
    const common = buildTitleSearchIndex(
      ['The Secret', 'The Storm', 'The Night', 'The Moon', 'The Queen'].map((title, i) => ({ filmId: i + 1, lang: 'en', title })),
    );
    expect(common.search('the secret', 'en', 10).map((m) => m.filmId)).toEqual([1]);
    expect(common.search('the', 'en', 10)).toHaveLength(5);
  });
});
