import type { Readable } from 'node:stream';

/**
 * Where posters, photos, uploads and episode videos live: one port, two adapters (a local directory under DATA_DIR,
 * S3-compatible object storage), chosen by MEDIA_STORE (create-media-store.ts). Keys are relative paths such as
 * `posters/12.svg` (media-key.ts says which are allowed); the site serves a key at `/media/<key>`.
 */
export interface MediaStore {
  /** Stores `body` under `key` (replacing what was there) and returns what a stat would now say. */
  put(key: string, body: MediaBody, options: PutOptions): Promise<MediaInfo>;
  /** The object, or the `range` of it (inclusive offsets, clamped to its end); undefined when there is none. */
  get(key: string, range?: ByteRange): Promise<MediaObject | undefined>;
  /** What is known about an object without reading it; undefined when there is none. */
  stat(key: string): Promise<MediaInfo | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a plain string prefix, as S3 has it), in no promised order. */
  list(prefix: string): AsyncIterable<MediaListEntry>;
  /** A short description for the start-up log (`local /srv/data/media`, `s3 media-bucket`). */
  readonly description: string;
}

/** Bytes in memory, or a stream of them (a large upload is never held whole in memory). */
export type MediaBody = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export interface PutOptions {
  readonly contentType: string;
  /**
   * The object's Last-Modified (whole seconds kept); the time of the put when absent. The demo seed passes a fixed
   * date, so every process and every store gives the same date for the same drawing.
   */
  readonly lastModified?: Date;
}

/** Inclusive byte offsets, as an HTTP Range spells them. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface MediaInfo {
  readonly key: string;
  readonly size: number;
  /** A strong HTTP entity tag (with its quotes) made from the content's sha256: equal content, equal tag, everywhere. */
  readonly etag: string;
  /** Whole seconds, as Last-Modified carries them. */
  readonly lastModified: Date;
  readonly contentType: string;
}

export interface MediaObject {
  readonly info: MediaInfo;
  /** The bytes asked for: the whole object, or `range`. */
  readonly body: Readable;
  /** The range actually read (after clamping); absent for the whole object. */
  readonly range?: ByteRange;
}

export interface MediaListEntry {
  readonly key: string;
  readonly size: number;
  readonly lastModified: Date;
}

/** A range that starts at or past the end of the object (HTTP 416). */
export class UnsatisfiableRangeError extends Error {
  override name = 'UnsatisfiableRangeError';
  constructor(readonly size: number) {
    super(`range starts past the end of a ${size}-byte object`);
  }
}
