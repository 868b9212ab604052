/*
 * Words and trigrams of the title search. Normalisation follows what a visitor expects from a search box: case and
 * Latin/Cyrillic accents do not matter (é = e, ё = е), nor do the Devanagari virama and nukta, which people often
 * leave out when typing (दुल्हन = दुलहन, ख़ = ख); Devanagari vowel signs stay (they change the word), and anything
 * that is not a letter, mark or digit separates words.
 */

const SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;
const IGNORED_MARKS = /[\u0300-\u036f\u093c\u094d]+/g;

/** Lower case, accents, virama and nukta removed, split into words of letters and digits. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(IGNORED_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .split(SEPARATOR)
    .filter((word) => word.length > 0);
}

/** The trigrams of a word as pg_trgm forms them: two leading spaces and one trailing space. */
export function trigrams(word: string): Set<string> {
  const chars = [' ', ' ', ...word, ' '];
  const result = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) result.add(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return result;
}
