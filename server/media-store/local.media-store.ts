import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { BigIntStats } from 'node:fs';
import { contentHasher, etagOfDigest, wholeSeconds } from './content-hash';
import { contentTypeOfKey } from './content-type';
import { assertMediaKey, isMediaKey } from './media-key';
import {
  UnsatisfiableRangeError,
  type ByteRange,
  type MediaBody,
  type MediaInfo,
  type MediaListEntry,
  type MediaObject,
  type MediaStore,
  type PutOptions,
} from './media-store.port';

/** What a put records next to the file: its hash and type, valid while the file is the same inode with the same size and time. */
interface Sidecar extends FileIdentity {
  readonly sha256: string;
  readonly contentType: string;
}

/** Which file a record describes: inode, size and change time in nanoseconds (any write, rename or touch moves it). */
interface FileIdentity {
  readonly ino: string;
  readonly size: string;
  readonly ctimeNs: string;
}

const identity = (stats: BigIntStats): FileIdentity => ({ ino: String(stats.ino), size: String(stats.size), ctimeNs: String(stats.ctimeNs) });
const sameFile = (a: FileIdentity, b: FileIdentity) => a.ino === b.ino && a.size === b.size && a.ctimeNs === b.ctimeNs;

/** Hidden directories of the store (keys never start with a dot, so no key reaches them). */
const META_DIR = '.meta';
const TMP_DIR = '.tmp';

async function* chunksOf(body: MediaBody): AsyncIterable<Uint8Array> {
  if (body instanceof Uint8Array) yield body;
  else yield* body as AsyncIterable<Uint8Array>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Media in a directory (by default DATA_DIR/media): `posters/12.svg` is the file <root>/posters/12.svg, so the
 * directory can be copied, backed up or filled by hand. A put writes a temporary file and renames it into place,
 * so a reader (or another process sharing the directory) never sees half a file; the content's sha256 and type
 * are kept in <root>/.meta/<key>.json and recomputed when the file no longer matches them (a file copied in by hand).
 */
export class LocalMediaStore implements MediaStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `local ${root}`;
  }

  async put(key: string, body: MediaBody, options: PutOptions): Promise<MediaInfo> {
    assertMediaKey(key);
    const target = this.pathOf(key);
    const temp = join(this.root, TMP_DIR, randomUUID());
    await mkdir(dirname(temp), { recursive: true });
    const hasher = contentHasher();
    const modified = wholeSeconds(options.lastModified ?? new Date());
    const file = await open(temp, 'w');
    try {
      for await (const chunk of chunksOf(body)) {
        hasher.update(chunk);
        await file.write(chunk);
      }
      await file.utimes(modified, modified);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
      // Stat through the handle, after the rename: the record names this very inode and change time, so when another
      // writer's rename wins (or the file is later replaced by hand) the record no longer matches the file.
      const { sha256 } = hasher.digest();
      const stats = await file.stat({ bigint: true });
      await this.writeSidecar(key, { sha256: sha256.toString('base64url'), contentType: options.contentType, ...identity(stats) });
      return { key, size: Number(stats.size), etag: etagOfDigest(sha256), lastModified: modified, contentType: options.contentType };
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    } finally {
      await file.close();
    }
  }

  async get(key: string, range?: ByteRange): Promise<MediaObject | undefined> {
    assertMediaKey(key);
    let file: FileHandle;
    try {
      file = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (missing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
    try {
      // Stat through the open handle: the bytes read below belong to this very file, even if a put replaces it now.
      const stats = await file.stat({ bigint: true });
      if (!stats.isFile()) {
        await file.close();
        return undefined;
      }
      const info = await this.infoOf(key, stats, file);
      if (!range) return { info, body: file.createReadStream({ start: 0 }) };
      if (range.start >= info.size) throw new UnsatisfiableRangeError(info.size);
      const served = { start: range.start, end: Math.min(range.end, info.size - 1) };
      return { info, body: file.createReadStream({ start: served.start, end: served.end }), range: served };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(key: string): Promise<MediaInfo | undefined> {
    assertMediaKey(key);
    try {
      const stats = await stat(this.pathOf(key), { bigint: true });
      return stats.isFile() ? await this.infoOf(key, stats) : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertMediaKey(key);
    await rm(this.pathOf(key), { force: true });
    await rm(this.sidecarPath(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<MediaListEntry> {
    // Only the directory the prefix names is walked (`uploads/comments/` walks that folder, not the whole store).
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder !== '' && !isMediaKey(folder)) return;
    let names: string[];
    try {
      names = await readdir(join(this.root, folder), { recursive: true });
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    for (const name of names) {
      const key = relative(this.root, join(this.root, folder, name))
        .split(sep)
        .join('/');
      if (!key.startsWith(prefix) || !isMediaKey(key)) continue;
      const stats = await stat(join(this.root, key)).catch(() => undefined);
      if (stats?.isFile()) yield { key, size: stats.size, lastModified: wholeSeconds(stats.mtime) };
    }
  }

  private pathOf(key: string): string {
    return join(this.root, ...key.split('/'));
  }

  private sidecarPath(key: string): string {
    return join(this.root, META_DIR, ...`${key}.json`.split('/'));
  }

  private async writeSidecar(key: string, sidecar: Sidecar): Promise<void> {
    const path = this.sidecarPath(key);
    const temp = join(this.root, TMP_DIR, randomUUID());
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temp, JSON.stringify(sidecar));
    await rename(temp, path);
  }

  /** The file's recorded hash and type when the record still describes it; otherwise hashes it (and records that). */
  private async infoOf(key: string, stats: BigIntStats, file?: FileHandle): Promise<MediaInfo> {
    const base = { key, size: Number(stats.size), lastModified: wholeSeconds(stats.mtime) };
    const recorded = await readFile(this.sidecarPath(key), 'utf8').then(
      (text) => JSON.parse(text) as Sidecar,
      () => undefined,
    );
    if (recorded && sameFile(recorded, identity(stats))) {
      return { ...base, etag: etagOfDigest(Buffer.from(recorded.sha256, 'base64url')), contentType: recorded.contentType };
    }
    const hasher = contentHasher();
    // Through the open handle when there is one (get), so the hash is of the bytes about to be sent.
    const bytes = file ? file.createReadStream({ start: 0, autoClose: false }) : createReadStream(this.pathOf(key));
    for await (const chunk of bytes) hasher.update(chunk as Buffer);
    const { sha256 } = hasher.digest();
    const contentType = contentTypeOfKey(key);
    await this.writeSidecar(key, { sha256: sha256.toString('base64url'), contentType, ...identity(stats) }).catch(() => undefined);
    return { ...base, etag: etagOfDigest(sha256), contentType };
  }
}
