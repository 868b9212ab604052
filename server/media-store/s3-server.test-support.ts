import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3MediaStore } from './s3.media-store';
import type { MediaStoreConfig } from './create-media-store';

/** A real S3-compatible server (s3rver, from npm) on a free port with one bucket, for the S3 store's tests. */
export async function startS3Server(
  bucket = 'media',
): Promise<{ config: Extract<MediaStoreConfig, { kind: 's3' }>; store: S3MediaStore; stop(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config = {
    kind: 's3' as const,
    bucket,
    prefix: 'site/',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's fixed test credentials: it checks signatures like S3 does.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const store = new S3MediaStore(config);
  return {
    config,
    store,
    async stop() {
      store.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
