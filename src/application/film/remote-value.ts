import { flow, makeAutoObservable, observableRef } from 'mobx';
import { isApiError } from '../../domain/errors/api-error';

/** Where a piece of remote data stands. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'not_found' | 'error';

/**
 * One piece of data a screen loads: its value, its status and the message key of its failure. Only the latest
 * load counts, so a slow answer for a page the visitor already left never overwrites the current one.
 */
export class RemoteValue<T> {
  value: T | null = null;
  status: RemoteStatus = 'idle';
  /** Locale key of the failure (e.g. `site-errors:network`), null unless status is `error`. */
  errorKey: string | null = null;
  private generation = 0;

  constructor() {
    // The value is replaced whole, never changed in place: a reference is enough, and turning every loaded list
    // into deep observables cost tens of milliseconds on a film page's first render.
    makeAutoObservable<RemoteValue<T>, 'generation'>(this, { generation: false, value: observableRef }, { autoBind: true });
  }

  /** True while a load runs (also when an older value is still shown). */
  get loading(): boolean {
    return this.status === 'loading';
  }

  /** Runs `fetch` and keeps its answer unless a newer load started meanwhile. */
  load = flow(function* (this: RemoteValue<T>, fetch: () => Promise<T>) {
    const generation = ++this.generation;
    this.status = 'loading';
    this.errorKey = null;
    try {
      const value: T = yield fetch();
      if (generation !== this.generation) return;
      this.value = value;
      this.status = 'ready';
    } catch (error) {
      if (generation !== this.generation) return;
      this.value = null;
      this.status = isNotFound(error) ? 'not_found' : 'error';
      this.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic';
    }
  });

  /** Replaces the value without a request (after a local change). */
  set(value: T): void {
    // Newer than any load still on its way: that answer must not overwrite this value.
    this.generation++;
    this.value = value;
    this.status = 'ready';
  }
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 404 || error.status === 404);
}
