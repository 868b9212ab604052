/*
 * An in-memory, typo-tolerant index of film titles in every language. pg_trgm over a million translation rows
 * is too slow on the embedded PGlite (hundreds of milliseconds per query), while the distinct words of all
 * titles are few: typos are resolved against that vocabulary with pg_trgm's own similarity measure (shared
 * trigrams of space-padded words), and the matching words lead to the titles through posting lists. Everything
 * per title lives in typed arrays, and a query reuses scratch arrays (marked with a query stamp instead of being
 * cleared), so a query costs about one step per posting it reads and never allocates per title. A posting's title
 * is anywhere among a million, so each step is a cache miss: a title's scratch (mark and score) shares one 8-byte
 * slot, so a step costs one miss instead of three.
 */
import { tokenize } from './title-search.tokens';
import { TopFilmSelector, type TitleMatch } from './title-search.top';
import type { SimilarWord, TitleVocabulary } from './title-search.vocabulary';

export type { TitleMatch } from './title-search.top';

/** What the builder hands over: vocabulary, trigrams, posting lists and per-title data. */
export interface IndexParts {
  readonly vocabulary: TitleVocabulary;
  /** Titles of word w are postDocs[postStart[w] .. postStart[w + 1]). */
  readonly postStart: Int32Array;
  readonly postDocs: Int32Array;
  readonly docFilm: Int32Array;
  readonly docLang: Uint8Array;
  readonly langs: readonly string[];
  readonly popularity: ReadonlyMap<number, number>;
}

const MIN_SCORE = 0.45;
const MAX_TOKENS = 8;
/** A title's scratch mark is `stamp << TOKEN_BITS | token`: the query that touched it and its latest token. */
const TOKEN_BITS = 3;
const MAX_STAMP = 2 ** (32 - TOKEN_BITS) - 16;
const OWN_LANGUAGE_BONUS = 0.05;
const SCORE_MARGIN = 1e-6;

/** The index; built by TitleSearchIndexBuilder, then queried many times. */
export class TitleSearchIndex {
  private readonly docFilmIndex: Int32Array;
  private stamp = 0;
  /** Title `doc`'s mark at [2 * doc] and, over the same memory, its score at [2 * doc + 1]. */
  private readonly docMark: Uint32Array;
  private readonly docScore: Float32Array;
  private readonly touched: Int32Array;
  private readonly filmStamp: Uint32Array;
  private readonly filmScore: Float32Array;
  private readonly top: TopFilmSelector;

  constructor(readonly parts: IndexParts) {
    const docs = parts.docFilm.length;
    const dense = new Map<number, number>();
    this.docFilmIndex = new Int32Array(docs);
    for (let doc = 0; doc < docs; doc++) {
      const id = parts.docFilm[doc]!;
      let f = dense.get(id);
      if (f === undefined) dense.set(id, (f = dense.size));
      this.docFilmIndex[doc] = f;
    }
    const ids = Int32Array.from(dense.keys());
    const order = Array.from(ids.keys()).sort((a, b) => {
      const pa = parts.popularity.get(ids[a]!) ?? 0;
      const pb = parts.popularity.get(ids[b]!) ?? 0;
      return pb - pa || ids[a]! - ids[b]!;
    });
    // Film ids by popularity rank (most popular first), and each dense film's rank.
    const rankFilm = Int32Array.from(order, (f) => ids[f]!);
    const filmRank = new Int32Array(ids.length);
    order.forEach((f, rank) => (filmRank[f] = rank));
    const scratch = new ArrayBuffer(docs * 8);
    this.docMark = new Uint32Array(scratch);
    this.docScore = new Float32Array(scratch);
    this.touched = new Int32Array(docs);
    this.filmStamp = new Uint32Array(ids.length);
    this.filmScore = new Float32Array(ids.length);
    this.top = new TopFilmSelector(rankFilm, filmRank);
  }

  /** Number of indexed titles. */
  get size(): number {
    return this.docFilmIndex.length;
  }

  private nextStamp(): number {
    if (this.stamp >= MAX_STAMP) {
      this.stamp = 0;
      for (const marks of [this.docMark, this.filmStamp]) marks.fill(0);
    }
    return ++this.stamp;
  }

  /**
   * How much a query word counts: squared inverse document frequency of the word it matches best, so a rare word
   * ("heiress") decides and a word in half the titles ("the", "de", "la") only helps, and a title sharing nothing
   * but such words with the query stays below the threshold.
   */
  private weightOf(words: readonly SimilarWord[]): number {
    const best = words[0];
    if (!best) return 0;
    const df = this.parts.postStart[best.id + 1]! - this.parts.postStart[best.id]!;
    return Math.log(1 + this.size / (1 + df)) ** 2;
  }

  /** The weight a query word gets in this index (weightOf its most similar word; 0 when none is similar). */
  tokenWeight(token: string, typing: boolean): number {
    return this.weightOf(this.parts.vocabulary.similar(token, typing));
  }

  /**
   * Films whose title in some language matches the query: each query word counts with its best similar word in
   * the title, in a weighted average over the query words (weightOf); the visitor's language wins ties, then
   * popularity, then id. Best first, at most `limit`.
   */
  search(query: string, lang: string, limit: number, weightsFrom?: TitleSearchIndex): TitleMatch[] {
    const tokens = [...new Set(tokenize(query))].slice(0, MAX_TOKENS);
    if (tokens.length === 0 || limit <= 0) return [];
    const words = tokens.map((token, t) => this.parts.vocabulary.similar(token, t === tokens.length - 1));
    // A small index of recently edited titles weighs words as the whole catalog does, so its scores compare with
    // the main index's; a word only it knows keeps its own weight.
    const weights = words.map((list, t) => weightsFrom?.tokenWeight(tokens[t]!, t === tokens.length - 1) || this.weightOf(list));
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total === 0) return [];
    // Heaviest words first: once the words left cannot lift a title to the threshold, only titles already
    // found are scored further, which keeps common words from filling the scratch arrays.
    const order = weights.map((_, t) => t).sort((a, b) => weights[b]! - weights[a]!);
    const stamp = this.nextStamp();
    const { postStart, postDocs } = this.parts;
    const { docMark, docScore, touched } = this;
    let touchedCount = 0;
    let left = total;
    for (const t of order) {
      left -= weights[t]!;
      // Similar words come best first, so a title's first hit for this token is its best one.
      for (const { id, similarity } of words[t]!) {
        const weight = (similarity * weights[t]!) / total;
        // A title this word would add scores at most `weight` plus every later word in full: below the threshold
        // (with a margin for float rounding), it is not added; when none was added yet, its titles are not read.
        const mayAdd = weight + left / total >= MIN_SCORE - SCORE_MARGIN;
        if (!mayAdd && touchedCount === 0) continue;
        const mark = ((stamp << TOKEN_BITS) | t) >>> 0;
        for (let p = postStart[id]!, end = postStart[id + 1]!; p < end; p++) {
          const doc = postDocs[p]!;
          const slot = doc * 2;
          const seen = docMark[slot]!;
          if (seen >>> TOKEN_BITS !== stamp) {
            if (!mayAdd) continue;
            docMark[slot] = mark;
            docScore[slot + 1] = weight;
            touched[touchedCount++] = doc;
          } else if (seen !== mark) {
            docMark[slot] = mark;
            docScore[slot + 1]! += weight;
          }
        }
      }
    }
    return this.bestFilms(touchedCount, this.parts.langs.indexOf(lang), stamp, limit);
  }

  private bestFilms(touchedCount: number, lang: number, stamp: number, limit: number): TitleMatch[] {
    const candidates: number[] = [];
    for (let i = 0; i < touchedCount; i++) {
      const doc = this.touched[i]!;
      let score = this.docScore[doc * 2 + 1]!;
      if (score < MIN_SCORE) continue;
      if (this.parts.docLang[doc] === lang) score += OWN_LANGUAGE_BONUS;
      const f = this.docFilmIndex[doc]!;
      if (this.filmStamp[f] !== stamp) {
        this.filmStamp[f] = stamp;
        this.filmScore[f] = score;
        candidates.push(f);
      } else if (this.filmScore[f]! < score) this.filmScore[f] = score;
    }
    return this.top.select(candidates, this.filmScore, limit);
  }
}
