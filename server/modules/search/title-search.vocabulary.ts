import { trigrams } from './title-search.tokens';

/** A vocabulary word close to a query word, with pg_trgm-style similarity in [0, 1]. */
export interface SimilarWord {
  readonly id: number;
  readonly similarity: number;
}

const MIN_WORD_SIMILARITY = 0.3;
const MAX_WORDS_PER_TOKEN = 40;

/**
 * The distinct normalised words of every title, with a trigram -> words map: a query word is matched against
 * these few thousand words, never against the million titles. Scratch counters are marked with a stamp per
 * lookup instead of being cleared.
 */
export class TitleVocabulary {
  private readonly gramWords = new Map<string, Int32Array>();
  private readonly wordGrams: Uint16Array;
  private readonly wordStamp: Uint32Array;
  private readonly wordShared: Uint16Array;
  private stamp = 0;

  constructor(
    readonly words: readonly string[],
    private readonly wordIds: ReadonlyMap<string, number>,
  ) {
    const gramLists = new Map<string, number[]>();
    this.wordGrams = new Uint16Array(words.length);
    words.forEach((word, id) => {
      const grams = trigrams(word);
      this.wordGrams[id] = grams.size;
      for (const gram of grams) {
        const list = gramLists.get(gram);
        if (list) list.push(id);
        else gramLists.set(gram, [id]);
      }
    });
    for (const [gram, ids] of gramLists) this.gramWords.set(gram, Int32Array.from(ids));
    this.wordStamp = new Uint32Array(words.length);
    this.wordShared = new Uint16Array(words.length);
  }

  /**
   * Words like `token`, best first: trigram similarity, or words it begins when it is the word being typed (the
   * last one). Words of one or two letters match only exactly or as a prefix: a typo in them cannot be told apart,
   * and their trigram neighbours (de: del, der, den...) would add half the catalog to every query.
   */
  similar(token: string, typing: boolean): SimilarWord[] {
    const prefix = typing && token.length >= 2;
    if (token.length <= 2 && !prefix) {
      const id = this.wordIds.get(token);
      return id === undefined ? [] : [{ id, similarity: 1 }];
    }
    if (this.stamp === 0xffff_ffff) {
      this.wordStamp.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const grams = trigrams(token);
    const seen: number[] = [];
    for (const gram of grams) {
      for (const id of this.gramWords.get(gram) ?? []) {
        if (this.wordStamp[id] !== stamp) {
          this.wordStamp[id] = stamp;
          this.wordShared[id] = 0;
          seen.push(id);
        }
        this.wordShared[id]!++;
      }
    }
    const found: SimilarWord[] = [];
    for (const id of seen) {
      const common = this.wordShared[id]!;
      const word = this.words[id]!;
      let similarity = token.length <= 2 ? Number(word === token) : common / (grams.size + this.wordGrams[id]! - common);
      if (prefix && word.startsWith(token)) similarity = Math.max(similarity, 0.6 + 0.4 * (token.length / word.length));
      if (similarity >= MIN_WORD_SIMILARITY) found.push({ id, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity || a.id - b.id).slice(0, MAX_WORDS_PER_TOKEN);
  }
}
