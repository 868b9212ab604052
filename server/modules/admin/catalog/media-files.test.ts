import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from '../../../media-store/local.media-store';
import { adoptOldCatalogMedia, catalogMediaUrl, MediaBatch } from './media-files';

const work = mkdtempSync(join(tmpdir(), 'catalog-media-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('catalog media in the media store', () => {
  it('a batch puts new files under catalog/, skips stored ones, and takes its own back', async () => {
    const store = new LocalMediaStore(join(work, 'store-a'));
    await store.put('catalog/d/poster-0123456789abcdef.webp', new Uint8Array([1]), { contentType: 'image/webp' });
    const batch = new MediaBatch(store);
    expect(await batch.stage('d/poster-0123456789abcdef.webp', new Uint8Array([9]))).toBe(catalogMediaUrl('d/poster-0123456789abcdef.webp'));
    await batch.stage('d/ep1-0123456789abcdef.en.vtt', new TextEncoder().encode('WEBVTT\n'));
    expect(batch.count).toBe(1);
    await batch.place();
    expect((await store.stat('catalog/d/ep1-0123456789abcdef.en.vtt'))?.contentType).toBe('text/vtt; charset=utf-8');
    await batch.undoPlaced();
    expect(await store.stat('catalog/d/ep1-0123456789abcdef.en.vtt')).toBeUndefined();
    // The file that was already stored (rows point at it) is never touched.
    expect(await store.stat('catalog/d/poster-0123456789abcdef.webp')).toMatchObject({ size: 1 });
  });

  it('adopts the files of the old DATA_DIR/catalog-media folder once, under the keys their URLs name', async () => {
    const dataDir = join(work, 'data');
    mkdirSync(join(dataDir, 'catalog-media', 'harbor'), { recursive: true });
    mkdirSync(join(dataDir, 'catalog-media', '.staging-x'), { recursive: true });
    writeFileSync(join(dataDir, 'catalog-media', 'harbor', 'ep1-0123456789abcdef.mp4'), 'video bytes');
    writeFileSync(join(dataDir, 'catalog-media', '.staging-x', 'half.mp4'), 'half');
    const store = new LocalMediaStore(join(dataDir, 'media'));
    expect(await adoptOldCatalogMedia(dataDir, store)).toBe(1);
    const object = await store.stat('catalog/harbor/ep1-0123456789abcdef.mp4');
    expect(object).toMatchObject({ size: 11, contentType: 'video/mp4' });
    expect(readFileSync(join(dataDir, 'media', 'catalog', 'harbor', 'ep1-0123456789abcdef.mp4'), 'utf8')).toBe('video bytes');
    expect([existsSync(join(dataDir, 'catalog-media')), existsSync(join(dataDir, 'catalog-media.adopted'))]).toEqual([false, true]);
    expect(await adoptOldCatalogMedia(dataDir, store)).toBe(0);
  });
});
