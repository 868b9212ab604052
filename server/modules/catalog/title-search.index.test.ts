import { describe, expect, it } from 'vitest';
import { TitleSearchIndex, tokenize, trigrams } from './title-search.index';

const index = new TitleSearchIndex([
  { filmId: 1, lang: 'en', title: 'Midnight Bride' },
  { filmId: 1, lang: 'de', title: 'Die Mitternachtsbraut' },
  { filmId: 2, lang: 'en', title: 'The Billionaire Returns' },
  { filmId: 2, lang: 'ru', title: 'Возвращение миллиардера' },
  { filmId: 3, lang: 'es', title: 'La venganza de la heredera' },
  { filmId: 3, lang: 'en', title: 'Revenge of the Heiress' },
  { filmId: 4, lang: 'fr', title: 'Amour sous la lune' },
  { filmId: 4, lang: 'en', title: 'Love Under the Moon' },
  { filmId: 5, lang: 'hi', title: 'आधी रात की दुल्हन' },
]);

describe('tokenize and trigrams', () => {
  it('lowers case, strips accents and splits on punctuation', () => {
    expect(tokenize('Amor Bajo-la LUNA, ¡Ánimo!')).toEqual(['amor', 'bajo', 'la', 'luna', 'animo']);
    expect(tokenize('हिन्दी नाटक')).toEqual(['हिन्दी', 'नाटक']);
  });
  it('pads words like pg_trgm', () => {
    expect([...trigrams('cat')]).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});

describe('TitleSearchIndex', () => {
  it.each([
    ['midnigth brid', 'en', 1],
    ['mitternachtsbrat', 'de', 1],
    ['billionare', 'en', 2],
    ['миллиардер', 'ru', 2],
    ['venganza heredra', 'es', 3],
    ['revnge', 'en', 3],
    ['lune amour', 'fr', 4],
    ['mid', 'en', 1],
    ['दुल्हन', 'hi', 5],
  ])('finds %j (%s) as film %i', (query, lang, filmId) => {
    expect(index.search(query, lang, 5)[0]?.filmId).toBe(filmId);
  });
  it('answers nothing for unrelated words and an empty query', () => {
    expect(index.search('zzzz qqqq', 'en', 5)).toEqual([]);
    expect(index.search('  ', 'en', 5)).toEqual([]);
  });
  it('ranks a full match above a partial one and keeps one entry per film', () => {
    const results = index.search('love moon', 'en', 10);
    expect(results[0]?.filmId).toBe(4);
    expect(new Set(results.map((r) => r.filmId)).size).toBe(results.length);
  });
});
