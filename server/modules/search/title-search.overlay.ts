import type { TitleSearcher } from './title-search.cache';
import { buildTitleSearchIndex, type TitleEntry } from './title-search.builder';
import type { TitleMatch, TitleSearchIndex } from './title-search.index';

/** Score steps of the main index (title-search.top.ts): scores closer than this count as equal. */
const SCORE_STEP = 1e-4;

/**
 * The title index with recent edits laid over it, so that an edit costs a few milliseconds instead of rebuilding
 * the whole index (seconds at 100,000 dramas). The edited films' current titles form a small index of their own,
 * weighted by the main index's word statistics; the main index's answers for those films are dropped, and both
 * answers merge by score, then popularity, then id, as the main index orders its own.
 */
export class OverlaySearcher implements TitleSearcher {
  private readonly overlay: TitleSearchIndex | undefined;
  private readonly popularity: ReadonlyMap<number, number>;

  /**
   * `edited`: each edited film's titles now (none: the film is gone); `popularity`: theirs, for ties.
   */
  constructor(
    private readonly base: TitleSearcher,
    private readonly baseIndex: TitleSearchIndex,
    private readonly edited: ReadonlyMap<number, readonly TitleEntry[]>,
    editedPopularity: ReadonlyMap<number, number>,
  ) {
    const entries = [...edited.values()].flat();
    this.overlay = entries.length > 0 ? buildTitleSearchIndex(entries, editedPopularity) : undefined;
    this.popularity = editedPopularity;
  }

  /** Films whose titles the overlay holds (edited since the main index was built). */
  get editedFilms(): number {
    return this.edited.size;
  }

  private popularityOf(filmId: number): number {
    return this.popularity.get(filmId) ?? this.baseIndex.parts.popularity.get(filmId) ?? 0;
  }

  async search(query: string, lang: string, limit: number): Promise<readonly TitleMatch[]> {
    // The main index may spend up to `edited` of its places on films whose answer is stale.
    const fromBase = (await this.base.search(query, lang, limit + this.edited.size)).filter((m) => !this.edited.has(m.filmId));
    const fromOverlay = this.overlay?.search(query, lang, limit, this.baseIndex) ?? [];
    if (fromOverlay.length === 0) return fromBase.slice(0, limit);
    const step = (m: TitleMatch) => Math.round(m.score / SCORE_STEP);
    return [...fromBase, ...fromOverlay]
      .sort((a, b) => step(b) - step(a) || this.popularityOf(b.filmId) - this.popularityOf(a.filmId) || a.filmId - b.filmId)
      .slice(0, limit);
  }
}
