import { tokenize } from './title-search.tokens';
import { TitleVocabulary } from './title-search.vocabulary';
import { TitleSearchIndex, type IndexParts } from './title-search.index';

/** One searchable title: a film in one language. */
export interface TitleEntry {
  readonly filmId: number;
  readonly lang: string;
  readonly title: string;
}

const MAX_REMEMBERED_PIECES = 500_000;

/** A growable Int32Array (a million titles would make plain arrays of numbers several times larger). */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
  /** The values pushed so far, without copying them. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/**
 * A typed array on shared memory: the index's arrays never change once built, and search workers
 * (title-search.workers.ts) read these very arrays instead of a copy each.
 */
interface TypedArrayKind<T> {
  new (buffer: SharedArrayBuffer): T;
  readonly BYTES_PER_ELEMENT: number;
}

function sharedArray<T extends Int32Array | Uint8Array>(Kind: TypedArrayKind<T>, length: number): T {
  return new Kind(new SharedArrayBuffer(length * Kind.BYTES_PER_ELEMENT));
}

function sharedCopy<T extends Int32Array | Uint8Array>(Kind: TypedArrayKind<T>, values: ArrayLike<number>): T {
  const array = sharedArray(Kind, values.length);
  array.set(values);
  return array;
}

/**
 * Collects titles (in any order, any number of calls) and film popularity, then builds the immutable index: the
 * vocabulary of distinct normalised words with their trigrams, and for each word the sorted list of titles using it
 * (compressed rows: one offsets array and one flat array of title numbers).
 */
export class TitleSearchIndexBuilder {
  private readonly pieces = new Map<string, readonly number[]>();
  private readonly words: string[] = [];
  private readonly wordIds = new Map<string, number>();
  private readonly langs: string[] = [];
  private readonly docFilm = new IntList();
  private readonly docLang = new IntList();
  private readonly docWordStart = new IntList();
  private readonly docWords = new IntList();
  private readonly popularity = new Map<number, number>();

  /** Adds one title of one film. */
  add(entry: TitleEntry): void {
    let lang = this.langs.indexOf(entry.lang);
    if (lang < 0) lang = this.langs.push(entry.lang) - 1;
    this.docFilm.push(entry.filmId);
    this.docLang.push(lang);
    this.docWordStart.push(this.docWords.length);
    const start = this.docWords.length;
    for (const piece of entry.title.split(' ')) {
      for (const id of this.pieceWordIds(piece)) {
        let seen = false;
        for (let i = start; i < this.docWords.length && !seen; i++) seen = this.docWords.data[i] === id;
        if (!seen) this.docWords.push(id);
      }
    }
  }

  /**
   * The word ids of one whitespace-separated piece of a title. A catalog reuses its pieces ("the", "secret",
   * "bride"...), so each is normalised once and remembered; that makes indexing a million titles several times
   * faster. The memo is bounded because names and numbers make pieces unbounded in number.
   */
  private pieceWordIds(piece: string): readonly number[] {
    let ids = this.pieces.get(piece);
    if (ids === undefined) {
      ids = tokenize(piece).map((word) => this.wordId(word));
      if (this.pieces.size < MAX_REMEMBERED_PIECES) this.pieces.set(piece, ids);
    }
    return ids;
  }

  /** Sets a film's popularity (higher ranks first among equally good matches; default 0). */
  setPopularity(filmId: number, popularity: number): void {
    this.popularity.set(filmId, popularity);
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.push(word) - 1;
      this.wordIds.set(word, id);
    }
    return id;
  }

  /** The index of everything added so far. */
  build(): TitleSearchIndex {
    const docs = this.docFilm.length;
    const docWordStart = this.docWordStart.view();
    const docWords = this.docWords.data;
    // Word -> titles, by counting then filling, so every posting list is one slice of a single typed array.
    const postStart = sharedArray(Int32Array, this.words.length + 1);
    for (let i = 0; i < this.docWords.length; i++) postStart[docWords[i]! + 1]!++;
    for (let w = 0; w < this.words.length; w++) postStart[w + 1]! += postStart[w]!;
    const fill = postStart.slice(0, this.words.length);
    const postDocs = sharedArray(Int32Array, this.docWords.length);
    for (let doc = 0; doc < docs; doc++) {
      const end = doc + 1 < docs ? docWordStart[doc + 1]! : this.docWords.length;
      for (let i = docWordStart[doc]!; i < end; i++) postDocs[fill[docWords[i]!]!++] = doc;
    }
    const parts: IndexParts = {
      vocabulary: new TitleVocabulary(this.words, this.wordIds),
      postStart,
      postDocs,
      docFilm: sharedCopy(Int32Array, this.docFilm.view()),
      docLang: sharedCopy(Uint8Array, this.docLang.view()),
      langs: [...this.langs],
      popularity: this.popularity,
    };
    return new TitleSearchIndex(parts);
  }
}

/** Builds an index from a list of titles (tests and small catalogs). */
export function buildTitleSearchIndex(entries: readonly TitleEntry[], popularity: ReadonlyMap<number, number> = new Map()): TitleSearchIndex {
  const builder = new TitleSearchIndexBuilder();
  for (const entry of entries) builder.add(entry);
  for (const [filmId, value] of popularity) builder.setPopularity(filmId, value);
  return builder.build();
}
