import type { ServiceIdentifier } from 'inversify';
import type { ConnectionHints } from '../../domain/catalog/prefetch.policy';

/** 'ahead': a file that may be wanted later (the next episode); 'now': one the visitor is opening. */
export type MediaUrgency = 'ahead' | 'now';

/** Gets media into the browser's HTTP cache ahead of need, where the page's `<video>` and `<img>` then find it. */
export interface MediaWarmup {
  /** What the browser says about the visitor's connection now; undefined when it says nothing. */
  connection(): ConnectionHints | undefined;
  /**
   * Fetches the first `bytes` of a media file (a Range request), at low priority unless `urgency` is 'now' (the
   * visitor is opening that file: it goes ahead of the page's other requests); settles once they are in the cache or
   * the fetch failed (failures are ignored: it never rejects).
   */
  mediaHead(url: string, bytes: number, urgency?: MediaUrgency): Promise<void>;
  /** Fetches an image (a poster) at low priority; failures are ignored. */
  image(url: string): void;
}
export const MediaWarmup = Symbol.for('MediaWarmup') as ServiceIdentifier<MediaWarmup>;
