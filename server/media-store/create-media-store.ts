import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStore } from './local.media-store';
import type { MediaStore } from './media-store.port';
import { S3MediaStore, type S3StoreOptions } from './s3.media-store';

/** Which store MEDIA_STORE names (server/config.ts parses it): a directory (default DATA_DIR/media) or a bucket. */
export type MediaStoreConfig = { readonly kind: 'local'; readonly dir: string } | ({ readonly kind: 's3' } & S3StoreOptions);

/** The store of a running server. An in-memory database (DATA_DIR=memory://) gets a throwaway directory to match. */
export function createMediaStore(config: MediaStoreConfig): MediaStore {
  if (config.kind === 's3') return new S3MediaStore(config);
  const dir = config.dir.startsWith('memory://') ? mkdtempSync(join(tmpdir(), 'media-')) : config.dir;
  return new LocalMediaStore(dir);
}
