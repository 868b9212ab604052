import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rename, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { contentTypeOfKey } from '../../../media-store/content-type';
import { isMediaKey } from '../../../media-store/media-key';
import type { MediaStore } from '../../../media-store/media-store.port';

/** Key prefix of the catalog's own media (posters, episode videos, subtitles) in the media store. */
const CATALOG_PREFIX = 'catalog';

/** First 16 hex digits of the sha256 of the given parts: file names change whenever the content does. */
export function contentHash(...parts: (Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/** The store key of a catalog file at `relative` (for example `my-drama/poster-ab12.webp`). */
const keyOf = (relative: string) => `${CATALOG_PREFIX}/${relative}`;

/** The stored URL of a catalog file: the site serves every store key at `/media/<key>`, catalog files included. */
export const catalogMediaUrl = (relative: string) => `/media/${keyOf(relative)}`;

type Content = Uint8Array | { copyOf: string };

/**
 * Files written to the media store for one change of the catalog, all or none. Names are content-addressed, so a
 * key already stored is the same file and is left alone, and a file never overwrites one that stored rows point at.
 * `stage` notes a file (nothing is written yet); `place` puts them in the store (taking back its own puts when one
 * fails); `undoPlaced` removes the files this batch added when the database change then fails.
 */
export class MediaBatch {
  private readonly staged = new Map<string, Content>();
  private readonly placed: string[] = [];

  constructor(private readonly store: MediaStore) {}

  /** Notes `content` (bytes, or the path of a file to copy) to become `relative` and answers its URL. */
  async stage(relative: string, content: Content): Promise<string> {
    const key = keyOf(relative);
    if (!this.staged.has(key) && !(await this.store.stat(key))) this.staged.set(key, content);
    return catalogMediaUrl(relative);
  }

  async place(): Promise<void> {
    try {
      for (const [key, content] of this.staged) {
        // A file to copy is streamed: an episode video is never held whole in memory.
        const body = content instanceof Uint8Array ? content : createReadStream(content.copyOf);
        await this.store.put(key, body, { contentType: contentTypeOfKey(key) });
        this.placed.push(key);
      }
    } catch (error) {
      await this.undoPlaced();
      throw error;
    } finally {
      this.staged.clear();
    }
  }

  async undoPlaced(): Promise<void> {
    await Promise.all(this.placed.splice(0).map((key) => this.store.delete(key)));
  }

  /** Files that `place` writes (those not already stored). */
  get count(): number {
    return this.staged.size;
  }
}

/**
 * Catalog files written before the media store held them (DATA_DIR/catalog-media/<relative>) are put into the store
 * once, at start-up, under the key their URL already names (`/media/catalog/<relative>`), so stored rows keep working;
 * the folder is then renamed `catalog-media.adopted` (kept, not deleted). Answers how many files were put.
 */
export async function adoptOldCatalogMedia(dataDir: string, store: MediaStore): Promise<number> {
  if (dataDir.startsWith('memory://')) return 0;
  const folder = join(dataDir, 'catalog-media');
  const names = await readdir(folder, { recursive: true }).catch(() => null);
  if (!names) return 0;
  let adopted = 0;
  for (const name of names) {
    const key = keyOf(name.split(sep).join('/'));
    // Leftover staging folders of the old writer start with a dot, which no key may.
    if (!isMediaKey(key) || !(await stat(join(folder, name))).isFile() || (await store.stat(key))) continue;
    await store.put(key, createReadStream(join(folder, name)), { contentType: contentTypeOfKey(key) });
    adopted++;
  }
  // Another process sharing DATA_DIR may have renamed it first.
  await rename(folder, `${folder}.adopted`).catch(() => {});
  return adopted;
}
