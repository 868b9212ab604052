import { inArray, sql } from 'drizzle-orm';
import type { ChangedIds, ChangeHub } from '../../db/change-hub';
import { films, filmTranslations } from '../../db/schema/catalog';
import type { ServerInfrastructure } from '../../infrastructure';
import type { TitleEntry } from './title-search.builder';
import type { TitleSearcher } from './title-search.cache';
import type { TitleSearchIndex } from './title-search.index';
import { OverlaySearcher } from './title-search.overlay';
import { readTitleSearchIndex } from './title-search.reader';
import { TitleSearchWorkers, WORKER_MIN_TITLES } from './title-search.workers';

// Without change notices (a bare test context), how often a search may look whether titles changed; the look is
// one tiny query, the rebuild runs in background.
const CHECK_EVERY_MS = 2_000;
/** Edited films the overlay holds at most; beyond, the main index is rebuilt in the background (and the overlay emptied). */
const OVERLAY_MAX_FILMS = 2_000;

/** The answer-cache tag of stored search answers (search.routes.ts), evicted when the searcher changes (composition.ts). */
export const SEARCH_TAG = 'search';

/**
 * The title index of one running server (server/composition.ts builds it and hands it the change notices). The
 * first search builds it (the server warms it at start) and waits for it, so the first search is answered in full;
 * later searches answer from the current index at once. Change notices keep it current; without them (a bare test
 * context) a search looks every couple of seconds whether titles changed.
 */
export class TitleSearch {
  /** The main index, built from every title. */
  private current?: TitleSearchIndex;
  /** The main index itself, or worker threads over it when it is large. */
  private baseSearcher?: TitleSearcher;
  /** What searches use: the main searcher, with the titles edited since laid over it. */
  private currentSearcher?: TitleSearcher;
  private edited = new Map<number, readonly TitleEntry[]>();
  private editedPopularity = new Map<number, number>();
  private version?: string;
  private building?: Promise<TitleSearchIndex>;
  /** Edits and rebuilds asked for by change notices, one after the other. */
  private queue: Promise<unknown> = Promise.resolve();
  private checkedAt = 0;
  private readonly changeListeners: (() => void)[] = [];
  /** Advances whenever searches may answer differently (a build, edits laid over the index). */
  private searcherGeneration = 0;

  constructor(
    private readonly infra: Pick<ServerInfrastructure, 'db' | 'logger'>,
    private readonly changes: ChangeHub,
  ) {}

  /** The current index (built on the first call). */
  async index(): Promise<TitleSearchIndex> {
    await this.ensureBuilt();
    return this.current!;
  }

  /** What searches go through: the current index (or worker threads over it) with recent edits laid over it. */
  async searcher(): Promise<TitleSearcher> {
    await this.ensureBuilt();
    return this.currentSearcher!;
  }

  /**
   * A number that changes whenever the searcher does: an answer made from searches is kept (the answer cache) only
   * when the generation is the same after as before it was made.
   */
  get generation(): number {
    return this.searcherGeneration;
  }

  /** Calls `listener` each time the searcher changes (composition.ts drops the stored search answers then). */
  onSearcherChanged(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  private searcherChanged(): void {
    this.searcherGeneration++;
    for (const listener of this.changeListeners) listener();
  }

  /** Builds the index ahead of the first search (call at start, after the seed). */
  async warm(): Promise<void> {
    await this.index();
  }

  /** Whether the index is built: a process is not ready to serve (GET /readyz) before. */
  get ready(): boolean {
    return this.current !== undefined;
  }

  /**
   * Brings the index up to date now, for writers that need their titles searchable at once: with change notices,
   * waits for the updates they asked for; without, rebuilds when titles changed since the index was built.
   */
  async refresh(): Promise<TitleSearchIndex> {
    const index = await this.index();
    if (this.changes.listening) {
      await this.queue;
      return this.current ?? index;
    }
    if (this.building) await this.building;
    this.refreshInBackground();
    return (await this.building) ?? index;
  }

  /** Titles changed on some process (the 'titles' notice): update those films, or rebuild when it names all of them. */
  titlesChanged(ids: ChangedIds): void {
    void this.enqueue(() => (ids === 'all' ? this.build() : this.applyEdits(ids)));
  }

  /** Notices may have been missed while the listener was away: `full` (it is back) rebuilds a built index. */
  resync(full: boolean): void {
    if (full && this.current) void this.enqueue(() => this.build());
  }

  private async ensureBuilt(): Promise<void> {
    if (!this.current) {
      this.building ??= this.build().finally(() => (this.building = undefined));
      await this.building;
      return;
    }
    if (!this.changes.listening && !this.building && Date.now() - this.checkedAt > CHECK_EVERY_MS) this.refreshInBackground();
  }

  /**
   * The titles' version: a sequence that a statement trigger on film_translations advances on every insert, update
   * or delete (migration 0003). Used where no change notices arrive (server/db/change-hub.ts).
   */
  private async titlesVersion(): Promise<string> {
    const result = (await this.infra.db.execute(sql`select last_value, is_called from film_titles_version`)) as unknown as {
      rows: { last_value: string | number; is_called: boolean }[];
    };
    const row = result.rows[0];
    return row ? `${row.last_value}:${row.is_called}` : '';
  }

  private async build(): Promise<TitleSearchIndex> {
    const started = performance.now();
    // Read the version first: a write during the read then still makes the next check rebuild.
    const version = await this.titlesVersion();
    const index = await readTitleSearchIndex(this.infra);
    const searcher = await this.searcherFor(index);
    const previous = this.baseSearcher;
    this.current = index;
    this.baseSearcher = searcher;
    this.currentSearcher = searcher;
    this.edited = new Map();
    this.editedPopularity = new Map();
    this.version = version;
    this.checkedAt = Date.now();
    this.searcherChanged();
    if (previous instanceof TitleSearchWorkers) void previous.close();
    this.infra.logger.info('title search index built', {
      titles: index.size,
      workers: searcher instanceof TitleSearchWorkers ? searcher.size : 0,
      ms: Math.round(performance.now() - started),
    });
    return index;
  }

  /** Worker threads for a large index; the index itself when it is small or the workers cannot start. */
  private async searcherFor(index: TitleSearchIndex): Promise<TitleSearcher> {
    if (index.size < WORKER_MIN_TITLES) return index;
    try {
      return await TitleSearchWorkers.start(index);
    } catch (error) {
      this.infra.logger.warn('title search workers did not start: searching in the main thread', { error: String(error) });
      return index;
    }
  }

  /** Lays the current titles of `ids` over the main index (a few small reads and a small index, not a rebuild). */
  private async applyEdits(ids: readonly number[]): Promise<void> {
    if (!this.current || !this.baseSearcher) return; // the first build, still to come, reads them anyway
    const started = performance.now();
    const { db } = this.infra;
    const [rows, popularity] = await Promise.all([
      db
        .select({ filmId: filmTranslations.filmId, lang: filmTranslations.lang, title: filmTranslations.title })
        .from(filmTranslations)
        .where(inArray(filmTranslations.filmId, [...ids])),
      db
        .select({ id: films.id, hotness: films.hotness })
        .from(films)
        .where(inArray(films.id, [...ids])),
    ]);
    for (const id of ids)
      this.edited.set(
        id,
        rows.filter((r) => r.filmId === id),
      );
    for (const { id, hotness } of popularity) this.editedPopularity.set(id, hotness);
    if (this.edited.size > OVERLAY_MAX_FILMS) {
      await this.build();
      return;
    }
    this.currentSearcher = new OverlaySearcher(this.baseSearcher, this.current, this.edited, this.editedPopularity);
    this.searcherChanged();
    this.infra.logger.info('title search index updated', { films: ids.length, edited: this.edited.size, ms: Math.round(performance.now() - started) });
  }

  /** Runs `work` after the first build and every update queued before it. */
  private enqueue(work: () => Promise<unknown>): Promise<unknown> {
    this.queue = this.queue
      .then(() => this.building)
      .then(work)
      .catch((error: unknown) => this.infra.logger.warn('title search index update failed', { error: String(error) }));
    return this.queue;
  }

  private refreshInBackground(): void {
    this.checkedAt = Date.now();
    this.building = this.titlesVersion()
      .then((version) => (version === this.version ? this.current! : this.build()))
      .catch((error: unknown) => {
        this.infra.logger.warn('title search index refresh failed', { error: String(error) });
        return this.current!;
      })
      .finally(() => (this.building = undefined));
  }
}
