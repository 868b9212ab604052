/*
 * An in-memory, typo-tolerant index of film titles in every language. pg_trgm over a million translation rows
 * is too slow on the embedded PGlite (hundreds of milliseconds per query), while the distinct words of all
 * titles are few: typos are resolved against that vocabulary with pg_trgm's own similarity measure (shared
 * trigrams of space-padded words), and the matching words lead to the titles through posting lists.
 */

/** Lower case, Latin/Cyrillic accents removed (Devanagari signs kept), split into words of letters and digits. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]+/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The trigrams of a word as pg_trgm forms them: two leading spaces and one trailing space. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const chars = [...padded];
  const result = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) result.add(chars.slice(i, i + 3).join(''));
  return result;
}

/** One searchable title: a film in one language. */
export interface TitleEntry {
  readonly filmId: number;
  readonly lang: string;
  readonly title: string;
}

/** A film that matched, with its relevance in [0, 1.05]. */
export interface TitleMatch {
  readonly filmId: number;
  readonly score: number;
}

const MIN_WORD_SIMILARITY = 0.3;
const MIN_SCORE = 0.45;
const MAX_WORDS_PER_TOKEN = 40;
const OWN_LANGUAGE_BONUS = 0.05;

/** The index; build once from every title, then query many times. */
export class TitleSearchIndex {
  private readonly words: string[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly trigramWords = new Map<string, number[]>();
  private readonly docFilm: Int32Array;
  private readonly docLang: string[];

  constructor(entries: readonly TitleEntry[]) {
    this.docFilm = new Int32Array(entries.length);
    this.docLang = new Array<string>(entries.length);
    entries.forEach((entry, doc) => {
      this.docFilm[doc] = entry.filmId;
      this.docLang[doc] = entry.lang;
      for (const word of new Set(tokenize(entry.title))) this.postings[this.wordId(word)]!.push(doc);
    });
  }

  /** Number of indexed titles. */
  get size(): number {
    return this.docFilm.length;
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.wordIds.set(word, id);
      this.postings.push([]);
      for (const gram of trigrams(word)) {
        const list = this.trigramWords.get(gram);
        if (list) list.push(id);
        else this.trigramWords.set(gram, [id]);
      }
    }
    return id;
  }

  /** Vocabulary words like `token`: trigram similarity, or a prefix of them (typing in progress). */
  private similarWords(token: string): { id: number; similarity: number }[] {
    const grams = trigrams(token);
    const shared = new Map<number, number>();
    for (const gram of grams) for (const id of this.trigramWords.get(gram) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    const found: { id: number; similarity: number }[] = [];
    for (const [id, common] of shared) {
      const word = this.words[id]!;
      let similarity = common / (grams.size + trigrams(word).size - common);
      if (token.length >= 2 && word.startsWith(token)) similarity = Math.max(similarity, 0.6 + 0.4 * (token.length / word.length));
      if (similarity >= MIN_WORD_SIMILARITY) found.push({ id, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, MAX_WORDS_PER_TOKEN);
  }

  /**
   * Films whose title in some language matches the query: each query word counts with its best similar word
   * in the title, averaged over the query words; the visitor's language wins ties. Best first, at most `limit`.
   */
  search(query: string, lang: string, limit: number): TitleMatch[] {
    const tokens = [...new Set(tokenize(query))].slice(0, 8);
    if (tokens.length === 0) return [];
    const docScore = new Map<number, number>();
    for (const token of tokens) {
      const best = new Map<number, number>();
      for (const { id, similarity } of this.similarWords(token)) {
        for (const doc of this.postings[id]!) if ((best.get(doc) ?? 0) < similarity) best.set(doc, similarity);
      }
      for (const [doc, similarity] of best) docScore.set(doc, (docScore.get(doc) ?? 0) + similarity / tokens.length);
    }
    const filmScore = new Map<number, number>();
    for (const [doc, raw] of docScore) {
      if (raw < MIN_SCORE) continue;
      const score = raw + (this.docLang[doc] === lang ? OWN_LANGUAGE_BONUS : 0);
      const filmId = this.docFilm[doc]!;
      if ((filmScore.get(filmId) ?? 0) < score) filmScore.set(filmId, score);
    }
    return [...filmScore]
      .map(([filmId, score]) => ({ filmId, score }))
      .sort((a, b) => b.score - a.score || a.filmId - b.filmId)
      .slice(0, limit);
  }
}
