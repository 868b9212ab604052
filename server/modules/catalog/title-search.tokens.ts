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

/**
 * Tokenizes many titles that share most of their words (a catalog reuses its vocabulary): whitespace-separated
 * pieces are normalised once and remembered, which makes indexing a million titles several times faster.
 */
export class CachedTokenizer {
  private readonly pieces = new Map<string, readonly string[]>();

  /** The same words as `tokenize(text)`. */
  tokenize(text: string): readonly string[] {
    const words: string[] = [];
    for (const piece of text.split(' ')) {
      if (piece.length === 0) continue;
      let normalised = this.pieces.get(piece);
      if (normalised === undefined) {
        normalised = tokenize(piece);
        // Names and ids make the pieces unbounded in number; keep the cache to the shared vocabulary.
        if (this.pieces.size < 500_000) this.pieces.set(piece, normalised);
      }
      for (const word of normalised) words.push(word);
    }
    return words;
  }
}
