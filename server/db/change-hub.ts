/*
 * Cross-process cache invalidation. Statement triggers (migration 0013) send a notice on NOTICE_CHANNEL at commit
 * for every write that changes what a cache or the title index holds; each process listens on a connection of its
 * own (change-listener.ts) and hands the notices to its hub (one per running server, built in server/composition.ts,
 * where every subscription is made), whose subscribers (the caches of server/http and the
 * catalog and engagement modules) drop or update what the notice names. Writers still evict their own process's
 * caches at once; the notice reaches the others within milliseconds.
 */
export const NOTICE_CHANNEL = 'shortdrama_changes';

/** What changed: `film` (a film's page and card), `titles` (its titles too), `hot` (comments), `catalog` (names, lists). */
export type ChangeTopic = 'film' | 'titles' | 'hot' | 'catalog';
/** The film ids a notice names, or everything under its topic. */
export type ChangedIds = readonly number[] | 'all';

export interface ChangeNotice {
  readonly seq: number;
  readonly topic: ChangeTopic;
  readonly ids: ChangedIds;
}

/** Every topic a notice may name. */
export const CHANGE_TOPICS: readonly ChangeTopic[] = ['film', 'titles', 'hot', 'catalog'];

/** `'<seq> <topic> <ids|*>'` as the trigger sends it; undefined for anything else (nothing to act on). */
export function parseNotice(payload: string): ChangeNotice | undefined {
  const [seqText = '', topic = '', idsText = '', extra] = payload.split(' ');
  if (extra !== undefined || !/^\d+$/.test(seqText) || !(CHANGE_TOPICS as readonly string[]).includes(topic)) return undefined;
  if (idsText === '*') return { seq: Number(seqText), topic: topic as ChangeTopic, ids: 'all' };
  if (!/^\d+(,\d+)*$/.test(idsText)) return undefined;
  return { seq: Number(seqText), topic: topic as ChangeTopic, ids: idsText.split(',').map(Number) };
}

type Handler = (ids: ChangedIds) => void;

/** How long a member's request waits for its process to apply the notices up to the latest write at most. */
export const CATCH_UP_TIMEOUT_MS = 1_000;

/** The notices of one running server: subscribers by topic, and how far the notices were applied. */
export class ChangeHub {
  private readonly handlers = new Map<ChangeTopic, Set<Handler>>();
  private readonly resyncHandlers = new Set<(full: boolean) => void>();
  private waiters: { seq: number; wake: () => void }[] = [];
  /** The highest notice sequence applied. */
  private appliedSeq = 0;
  /** True while a listener delivers notices from the database (not in tests that build a bare context). */
  listening = false;

  get applied(): number {
    return this.appliedSeq;
  }

  /** Calls `handler` with the ids of every notice on `topic`; answers the way to stop. */
  on(topic: ChangeTopic, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  /**
   * Calls `handler` when notices may have been missed: drop everything. `full` (the listener is back) also asks for
   * work too heavy to repeat every second while it is down (the title index rebuild).
   */
  onResync(handler: (full: boolean) => void): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  /** Hands a notice to its subscribers; one failing subscriber does not keep the others from theirs. */
  apply(notice: ChangeNotice, onError: (error: unknown) => void = () => {}): void {
    for (const handler of this.handlers.get(notice.topic) ?? []) {
      try {
        handler(notice.ids);
      } catch (error) {
        onError(error);
      }
    }
    this.advance(notice.seq);
  }

  /** Every cache drops what it holds (and with `full` the title index rebuilds), then counts as caught up to `seq`. */
  resync(seq: number, full: boolean, onError: (error: unknown) => void = () => {}): void {
    for (const handler of this.resyncHandlers) {
      try {
        handler(full);
      } catch (error) {
        onError(error);
      }
    }
    this.advance(seq);
  }

  private advance(seq: number): void {
    if (seq <= this.appliedSeq) return;
    this.appliedSeq = seq;
    const due = this.waiters.filter((w) => w.seq <= seq);
    if (due.length === 0) return;
    this.waiters = this.waiters.filter((w) => w.seq > seq);
    for (const waiter of due) waiter.wake();
  }

  /**
   * Resolves once the notices up to `seq` (the sequence's value when a member's request began) are applied, so the
   * member sees their own write on any process. A sequence value whose transaction rolled back never arrives:
   * after `timeoutMs` the hub counts it as applied, so only the requests of that moment wait.
   */
  caughtUp(seq: number, timeoutMs = CATCH_UP_TIMEOUT_MS): Promise<void> {
    if (!this.listening || seq <= this.appliedSeq) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        this.advance(seq);
        resolve();
      }, timeoutMs);
      const waiter = {
        seq,
        wake: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }
}
