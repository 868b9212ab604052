import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from './local.media-store';
import { UnsatisfiableRangeError, type MediaStore } from './media-store.port';
import { startS3Server } from './s3-server.test-support';

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function keysOf(store: MediaStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of store.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

const bytes = (s: string) => new TextEncoder().encode(s);
const FIXED = new Date('2026-03-04T05:06:07.890Z');

/** The same expectations for every adapter: what the media routes and the uploaders rely on. */
/**
 * `tagFollowsContent`: the ETag read back always belongs to the bytes read back, even when writers race. True of the
 * local store and of S3 (an object and its metadata are replaced together); s3rver, the test server, writes them as
 * two files, so there racing writers can leave one writer's bytes under another's metadata.
 */
function contract(name: string, open: () => Promise<{ store: MediaStore; close(): Promise<void> }>, tagFollowsContent: boolean) {
  describe(`MediaStore contract: ${name}`, () => {
    let store: MediaStore;
    let close: () => Promise<void>;
    beforeAll(async () => ({ store, close } = await open()));
    afterAll(() => close());

    it('stores bytes and gives them back with size, type, a content-hash ETag and the asked Last-Modified', async () => {
      const put = await store.put('posters/1.svg', bytes('<svg/>'), { contentType: 'image/svg+xml', lastModified: FIXED });
      expect(put).toEqual({
        key: 'posters/1.svg',
        size: 6,
        etag: expect.stringMatching(/^"[\w-]{43}"$/),
        lastModified: new Date('2026-03-04T05:06:07Z'),
        contentType: 'image/svg+xml',
      });
      expect(await store.stat('posters/1.svg')).toEqual(put);
      const got = await store.get('posters/1.svg');
      expect(got!.info).toEqual(put);
      expect(got!.range).toBeUndefined();
      expect(await text(got!.body)).toBe('<svg/>');
    });

    it('gives the same ETag to the same bytes under any key and at any time, and another to other bytes', async () => {
      const a = await store.put('same/a.bin', bytes('hello'), { contentType: 'application/octet-stream' });
      const b = await store.put('same/b.bin', bytes('hello'), { contentType: 'text/plain' });
      const c = await store.put('same/c.bin', bytes('hellO'), { contentType: 'application/octet-stream' });
      expect(a.etag).toBe(b.etag);
      expect(c.etag).not.toBe(a.etag);
      // sha256("hello") in base64url: the tag does not depend on the store.
      expect(a.etag).toBe('"LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ"');
    });

    it('stores a stream (a large upload is never held whole) and replaces what was under the key', async () => {
      const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
      const chunks = [big.subarray(0, 1_000_000), big.subarray(1_000_000)];
      const put = await store.put('clips/big.mp4', Readable.from(chunks), { contentType: 'video/mp4' });
      expect(put.size).toBe(big.length);
      const again = await store.put('clips/big.mp4', bytes('small now'), { contentType: 'video/mp4' });
      expect(again.size).toBe(9);
      expect(await text((await store.get('clips/big.mp4'))!.body)).toBe('small now');
    });

    it('reads a byte range (inclusive), clamps its end, and refuses one that starts past the end', async () => {
      await store.put('clips/digits.txt', bytes('0123456789'), { contentType: 'text/plain' });
      const middle = await store.get('clips/digits.txt', { start: 2, end: 5 });
      expect(middle!.range).toEqual({ start: 2, end: 5 });
      expect(middle!.info.size).toBe(10);
      expect(await text(middle!.body)).toBe('2345');
      const tail = await store.get('clips/digits.txt', { start: 7, end: 1_000 });
      expect(tail!.range).toEqual({ start: 7, end: 9 });
      expect(await text(tail!.body)).toBe('789');
      await expect(store.get('clips/digits.txt', { start: 10, end: 12 })).rejects.toBeInstanceOf(UnsatisfiableRangeError);
    });

    it('answers undefined for a missing key, deletes idempotently, and lists by prefix', async () => {
      expect(await store.stat('nothing/here.svg')).toBeUndefined();
      expect(await store.get('nothing/here.svg')).toBeUndefined();
      expect(await store.get('nothing/here.svg', { start: 0, end: 1 })).toBeUndefined();
      await store.put('uploads/x/1.webp', bytes('1'), { contentType: 'image/webp' });
      await store.put('uploads/x/2.webp', bytes('22'), { contentType: 'image/webp' });
      await store.put('uploads/y/3.webp', bytes('333'), { contentType: 'image/webp' });
      expect(await keysOf(store, 'uploads/x/')).toEqual(['uploads/x/1.webp', 'uploads/x/2.webp']);
      expect(await keysOf(store, 'uploads/')).toEqual(['uploads/x/1.webp', 'uploads/x/2.webp', 'uploads/y/3.webp']);
      expect(await keysOf(store, 'uploads/x/2')).toEqual(['uploads/x/2.webp']);
      const [entry] = await (async () => {
        const all = [];
        for await (const e of store.list('uploads/y/')) all.push(e);
        return all;
      })();
      expect(entry).toEqual({ key: 'uploads/y/3.webp', size: 3, lastModified: expect.any(Date) });
      await store.delete('uploads/x/1.webp');
      await store.delete('uploads/x/1.webp');
      expect(await store.stat('uploads/x/1.webp')).toBeUndefined();
      expect(await keysOf(store, 'uploads/x/')).toEqual(['uploads/x/2.webp']);
    });

    it('refuses keys that are absolute, escape, are hidden or are not plain paths', async () => {
      for (const key of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', '.meta/x.json', 'a/.hidden', 'a\\b', 'a\0b', 'sp ace', 'x'.repeat(600)]) {
        await expect(store.put(key, bytes('x'), { contentType: 'text/plain' }), key).rejects.toThrow(RangeError);
        await expect(store.get(key), key).rejects.toThrow(RangeError);
      }
    });

    it('keeps every write whole when many writers put the same key at once', async () => {
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 1024, 65 + i));
      await Promise.all(versions.map((v) => store.put('race/poster.svg', v, { contentType: 'image/svg+xml' })));
      const got = await store.get('race/poster.svg');
      const body = Buffer.from(await text(got!.body));
      expect(body.length).toBe(64 * 1024);
      expect(new Set(body).size).toBe(1);
      if (!tagFollowsContent) return;
      const winner = versions.find((v) => v[0] === body[0])!;
      const alone = await store.put('race/check.svg', winner, { contentType: 'image/svg+xml' });
      expect(got!.info.etag).toBe(alone.etag);
    });
  });
}

contract(
  'local directory',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-contract-'));
    return { store: new LocalMediaStore(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
  },
  true,
);

contract(
  'S3 (s3rver)',
  async () => {
    const s3 = await startS3Server();
    return { store: s3.store, close: () => s3.stop() };
  },
  false,
);

describe('LocalMediaStore with files copied in by hand', () => {
  it('hashes a file it did not write, types it by extension, and notices when it is replaced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'media-hand-'));
    try {
      const store = new LocalMediaStore(dir);
      writeFileSync(join(dir, 'clip.mp4'), 'hello');
      const first = await store.stat('clip.mp4');
      expect(first).toMatchObject({ size: 5, etag: '"LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ"', contentType: 'video/mp4' });
      await store.put('clip.mp4', bytes('hello'), { contentType: 'video/mp4' });
      writeFileSync(join(dir, 'clip.mp4'), 'other');
      expect((await store.stat('clip.mp4'))!.etag).not.toBe(first!.etag);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
