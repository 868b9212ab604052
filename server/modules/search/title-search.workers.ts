/*
 * Title searches on worker threads. One search is a few milliseconds of JavaScript, so on Node's single thread
 * concurrent searches queue behind each other; workers answer them in parallel, one per core. They read the
 * index's own arrays (on SharedArrayBuffer, so neither a copy per worker nor one for them all) and rebuild only the
 * small vocabulary. Only large indexes
 * use them: on a few thousand titles a search takes microseconds, less than a message to a worker.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { TitleSearchIndex, type IndexParts, type TitleMatch } from './title-search.index';
import { TitleVocabulary } from './title-search.vocabulary';

/** Titles from which searches go to workers. */
export const WORKER_MIN_TITLES = 100_000;
/** How long workers may take to get ready before searches stay in the main thread. */
const START_TIMEOUT_MS = 30_000;

/** What a worker receives: the index's arrays on shared memory and the rest as plain data. */
export interface SharedIndexParts {
  readonly words: readonly string[];
  readonly postStart: Int32Array;
  readonly postDocs: Int32Array;
  readonly docFilm: Int32Array;
  readonly docLang: Uint8Array;
  readonly langs: readonly string[];
  readonly popularity: ReadonlyArray<readonly [number, number]>;
}

/** The builder puts the index's arrays on shared memory (title-search.builder.ts), so workers get them, not copies. */
export function shareIndexParts(parts: IndexParts): SharedIndexParts {
  return {
    words: parts.vocabulary.words,
    postStart: parts.postStart,
    postDocs: parts.postDocs,
    docFilm: parts.docFilm,
    docLang: parts.docLang,
    langs: parts.langs,
    popularity: [...parts.popularity],
  };
}

/** The index a worker searches, over the shared arrays. */
export function indexFromShared(parts: SharedIndexParts): TitleSearchIndex {
  const wordIds = new Map(parts.words.map((word, id) => [word, id]));
  return new TitleSearchIndex({
    vocabulary: new TitleVocabulary(parts.words, wordIds),
    postStart: parts.postStart,
    postDocs: parts.postDocs,
    docFilm: parts.docFilm,
    docLang: parts.docLang,
    langs: parts.langs,
    popularity: new Map(parts.popularity),
  });
}

interface Pending {
  readonly answer: Promise<TitleMatch[]>;
  resolve(matches: TitleMatch[]): void;
  reject(error: Error): void;
}

interface Lane {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

/**
 * A pool of search workers over one index. Each search goes to the worker with the fewest searches in flight. A
 * worker that fails is dropped with its searches rejected; with none left, `fallback` searches in this thread.
 */
export class TitleSearchWorkers {
  private readonly lanes: Lane[] = [];
  private nextId = 0;
  private closed = false;

  private constructor(private readonly fallback: TitleSearchIndex) {}

  /**
   * Starts `count` workers (default: one per core) on the index's parts; resolves once all are ready, and rejects
   * (with every worker stopped) when one fails or they are not ready in time.
   */
  static async start(index: TitleSearchIndex, count = availableParallelism(), timeoutMs = START_TIMEOUT_MS): Promise<TitleSearchWorkers> {
    const pool = new TitleSearchWorkers(index);
    const parts = shareIndexParts(index.parts);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`search workers not ready within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([Promise.all(Array.from({ length: Math.max(1, count) }, () => pool.startLane(parts))), late]);
      return pool;
    } catch (error) {
      await pool.close();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private startLane(parts: SharedIndexParts): Promise<void> {
    const worker = new Worker(new URL('./title-search.worker-entry.mjs', import.meta.url), { workerData: parts });
    const lane: Lane = { worker, pending: new Map() };
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        this.drop(lane, error);
        reject(error);
      };
      worker.once('error', fail);
      worker.once('message', () => {
        worker.off('error', fail);
        // The pool gave up waiting (or failed) while this worker started.
        if (this.closed) {
          void worker.terminate();
          return resolve();
        }
        worker.on('message', ({ id, matches }: { id: number; matches: TitleMatch[] }) => {
          lane.pending.get(id)?.resolve(matches);
          lane.pending.delete(id);
        });
        worker.on('error', (error) => this.drop(lane, error));
        worker.on('exit', (code) => this.drop(lane, new Error(`search worker exited with code ${code}`)));
        // Idle workers must not keep the process alive.
        worker.unref();
        this.lanes.push(lane);
        resolve();
      });
    });
  }

  private drop(lane: Lane, error: Error): void {
    const at = this.lanes.indexOf(lane);
    if (at >= 0) this.lanes.splice(at, 1);
    for (const pending of lane.pending.values()) pending.reject(error);
    lane.pending.clear();
  }

  /** Number of live workers. */
  get size(): number {
    return this.lanes.length;
  }

  search(query: string, lang: string, limit: number): Promise<TitleMatch[]> {
    let lane: Lane | undefined;
    for (const candidate of this.lanes) if (!lane || candidate.pending.size < lane.pending.size) lane = candidate;
    if (!lane) return Promise.resolve(this.fallback.search(query, lang, limit));
    const id = this.nextId++;
    let settle!: Pick<Pending, 'resolve' | 'reject'>;
    const answer = new Promise<TitleMatch[]>((resolve, reject) => (settle = { resolve, reject }));
    lane.pending.set(id, { answer, ...settle });
    lane.worker.postMessage({ id, query, lang, limit });
    return answer;
  }

  /** Stops the workers once the searches in flight are answered. */
  async close(): Promise<void> {
    this.closed = true;
    const lanes = this.lanes.splice(0);
    await Promise.all(
      lanes.map(async ({ worker, pending }) => {
        await Promise.allSettled([...pending.values()].map(({ answer }) => answer));
        await worker.terminate();
      }),
    );
  }
}
