import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** URL prefix of the catalog's own media (posters, episode videos, subtitles); files live under DATA_DIR. */
export const CATALOG_MEDIA_URL = '/media/catalog';

/** Where catalog media is kept: `DATA_DIR/catalog-media` (also with DATABASE_URL); an in-memory database's under the temp dir. */
export function catalogMediaDir(dataDir: string): string {
  return dataDir.startsWith('memory://') ? join(tmpdir(), `shortdrama-catalog-media-${process.pid}`) : join(dataDir, 'catalog-media');
}

/** First 16 hex digits of the sha256 of the given parts: file names change whenever the content does. */
export function contentHash(...parts: (Uint8Array | string)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

/** The stored URL of a catalog file at `relative` (for example `my-drama/poster-ab12.png`). */
export const catalogMediaUrl = (relative: string) => `${CATALOG_MEDIA_URL}/${relative}`;

/**
 * Files written for one change of the catalog, all or none. Names are content-addressed, so a file already in place
 * is the same file and is left alone, and a file never overwrites one that stored rows point at. `stage` writes into
 * a private folder; `place` moves them into place (a rename on one file system); `undoPlaced` takes back the files
 * this batch added when the database change then fails; `discard` drops the staging folder.
 */
export class MediaBatch {
  private readonly staging: string;
  private readonly staged: string[] = [];
  private readonly placed: string[] = [];

  constructor(private readonly root: string) {
    this.staging = join(root, `.staging-${randomUUID()}`);
  }

  /**
   * Stages `content` (bytes, or the path of a file to copy) to become `relative` and answers its URL; a file
   * already in place is not written again.
   */
  async stage(relative: string, content: Uint8Array | { copyOf: string }): Promise<string> {
    if (!existsSync(join(this.root, relative)) && !this.staged.includes(relative)) {
      const target = join(this.staging, relative);
      await mkdir(dirname(target), { recursive: true });
      if (content instanceof Uint8Array) await writeFile(target, content);
      else await copyFile(content.copyOf, target);
      this.staged.push(relative);
    }
    return catalogMediaUrl(relative);
  }

  async place(): Promise<void> {
    for (const relative of this.staged) {
      const target = join(this.root, relative);
      await mkdir(dirname(target), { recursive: true });
      await rename(join(this.staging, relative), target);
      this.placed.push(relative);
    }
    await this.discard();
  }

  async undoPlaced(): Promise<void> {
    await Promise.all(this.placed.map((relative) => rm(join(this.root, relative), { force: true })));
    // Folders this batch made are empty again: remove them (rmdir refuses a folder that still holds files).
    for (const folder of new Set(this.placed.map((relative) => dirname(join(this.root, relative))))) await rmdir(folder).catch(() => {});
  }

  async discard(): Promise<void> {
    await rm(this.staging, { recursive: true, force: true });
  }

  get count(): number {
    return this.staged.length;
  }
}
