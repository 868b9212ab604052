/*
 * Picks the best `limit` films among possibly a hundred thousand matches (a query with a common word such as "de"
 * matches most titles of five languages) without sorting them all: a histogram of quantised scores finds the
 * lowest score that still makes the cut, films above it are in, and among the films tied at it the most popular
 * (lowest popularity rank) are taken by walking the ranks in order. Only the chosen few are then sorted.
 */

/** Scores closer than this are equal, so popularity (not float noise) orders them. */
const SCORE_STEP = 1e-4;
const MAX_SCORE = 2;

/** A film that matched, with its relevance (higher is better). */
export interface TitleMatch {
  readonly filmId: number;
  readonly score: number;
}

/** Reusable scratch space for choosing the best films of one index (one query at a time). */
export class TopFilmSelector {
  private readonly histogram = new Int32Array(Math.round(MAX_SCORE / SCORE_STEP) + 1);
  /** The dense film of each popularity rank, and a per-rank mark of the films tied at the cut. */
  private readonly rankDense: Int32Array;
  private readonly tiedMark: Uint32Array;
  private stamp = 0;

  /** `rankFilm[rank]` is the film id of each popularity rank; `filmRank[f]` the rank of dense film f. */
  constructor(
    private readonly rankFilm: Int32Array,
    private readonly filmRank: Int32Array,
  ) {
    this.rankDense = new Int32Array(filmRank.length);
    filmRank.forEach((rank, f) => (this.rankDense[rank] = f));
    this.tiedMark = new Uint32Array(filmRank.length);
  }

  /** The best `limit` of the dense films `candidates` by `score[f]`, then popularity; best first. */
  select(candidates: readonly number[], score: Float32Array, limit: number): TitleMatch[] {
    const bucket = (f: number) => Math.round(score[f]! / SCORE_STEP);
    this.histogram.fill(0);
    for (const f of candidates) this.histogram[bucket(f)]!++;
    // The cut: every film above `cut` is in, plus `need` films from those tied at it.
    let need = limit;
    let cut = -1;
    for (let b = this.histogram.length - 1; b >= 0 && cut < 0; b--) {
      if (this.histogram[b]! >= need) cut = b;
      else need -= this.histogram[b]!;
    }
    if (this.stamp === 0xffff_ffff) {
      this.tiedMark.fill(0);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const chosen: number[] = [];
    for (const f of candidates) {
      const b = bucket(f);
      if (b > cut) chosen.push(f);
      else if (b === cut) this.tiedMark[this.filmRank[f]!] = stamp;
    }
    for (let rank = 0; cut >= 0 && need > 0 && rank < this.tiedMark.length; rank++) {
      if (this.tiedMark[rank] !== stamp) continue;
      chosen.push(this.rankDense[rank]!);
      need--;
    }
    chosen.sort((a, b) => bucket(b) - bucket(a) || this.filmRank[a]! - this.filmRank[b]!);
    return chosen.map((f) => ({ filmId: this.rankFilm[this.filmRank[f]!]!, score: bucket(f) * SCORE_STEP }));
  }
}
