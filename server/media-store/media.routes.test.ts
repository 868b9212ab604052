import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { generateCatalog } from '../seed/generators/catalog.generator';
import { writeMediaFiles } from '../seed/media/media-writer';
import { createTestContext, type TestContext } from '../test-context';
import { LocalMediaStore } from './local.media-store';
import { startS3Server } from './s3-server.test-support';
import { composeServer } from '../composition';

// Three "processes": A and C each on a local directory of their own, seeded with the demo media at the same time,
// B on an S3 bucket (s3rver) holding the same clip and poster (s3rver is too slow to take all 600 drawings here).
let t: TestContext;
let storeA: LocalMediaStore;
let storeC: LocalMediaStore;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: ReturnType<typeof createApp>;
let b: ReturnType<typeof createApp>;
let c: ReturnType<typeof createApp>;
const dirs = [mkdtempSync(join(tmpdir(), 'media-a-')), mkdtempSync(join(tmpdir(), 'media-c-'))];
const web = { distDir: '/nonexistent' };
const CLIP = '/media/clips/clip-3.mp4';
const clipBytes = readFileSync(new URL('../media/clips/clip-3.mp4', import.meta.url));

beforeAll(async () => {
  t = await createTestContext();
  s3 = await startS3Server();
  storeA = new LocalMediaStore(dirs[0]!);
  storeC = new LocalMediaStore(dirs[1]!);
  const catalog = generateCatalog({ films: 2, comments: 4 });
  const [drawnA, drawnC] = await Promise.all([writeMediaFiles(catalog, storeA, '1'), writeMediaFiles(catalog, storeC, '1')]);
  expect(drawnA).toBeGreaterThan(600);
  expect(drawnC).toBe(drawnA);
  // Seeding again is a no-op once the marker says the same catalog was drawn.
  expect(await writeMediaFiles(catalog, storeA, '1')).toBe(0);
  for (const key of ['clips/clip-3.mp4', 'posters/1.svg']) {
    const object = (await storeA.get(key))!;
    await s3.store.put(key, object.body, { contentType: object.info.contentType, lastModified: object.info.lastModified });
  }
  a = createApp(composeServer({ ...t.ctx, media: storeA }), web);
  b = createApp(composeServer({ ...t.ctx, media: s3.store }), web);
  c = createApp(composeServer({ ...t.ctx, media: storeC }), web);
}, 60_000);
afterAll(async () => {
  await s3.stop();
  await t.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (app: typeof a, path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('media answers', () => {
  it('serves a clip whole with its type, length, validators and a week of cache, the same on both processes', async () => {
    const [fromA, fromB, fromC] = await Promise.all([get(a, CLIP), get(b, CLIP), get(c, CLIP)]);
    for (const res of [fromA, fromB, fromC]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe(String(clipBytes.length));
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('cache-control')).toBe('public, max-age=604800, no-transform');
      expect(Buffer.from(await res.arrayBuffer()).equals(clipBytes)).toBe(true);
    }
    expect(fromA.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
    for (const res of [fromB, fromC]) {
      expect(res.headers.get('etag')).toBe(fromA.headers.get('etag'));
      expect(res.headers.get('last-modified')).toBe(fromA.headers.get('last-modified'));
    }
    // A drawn poster too.
    const posters = await Promise.all([a, b, c].map((app) => get(app, '/media/posters/1.svg')));
    for (const res of posters) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('etag')).toBe(posters[0]!.headers.get('etag'));
      expect(res.headers.get('last-modified')).toBe(posters[0]!.headers.get('last-modified'));
    }
  });

  it('answers byte ranges with 206 and Content-Range: first bytes, open end, suffix, clamped end', async () => {
    const size = clipBytes.length;
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-', 1000, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 5000}`, size - 10, size - 1],
      ['bytes=0-0', 0, 0],
      [`bytes=-${size * 2}`, 0, size - 1],
    ];
    for (const app of [a, b]) {
      for (const [range, start, end] of cases) {
        // s3rver reads the end 0 as "no end" (`options.end || Infinity`) and sends the whole object; S3 does not.
        if (app === b && range === 'bytes=0-0') continue;
        const res = await get(app, CLIP, { range });
        expect(res.status, range).toBe(206);
        expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
        expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
        expect(Buffer.from(await res.arrayBuffer()).equals(clipBytes.subarray(start, end + 1)), range).toBe(true);
      }
    }
  });

  it('answers 416 for a range past the end, and the whole file for several, malformed or foreign ranges', async () => {
    const size = clipBytes.length;
    for (const app of [a, b]) {
      for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
        const res = await get(app, CLIP, { range });
        expect(res.status, range).toBe(416);
        expect(res.headers.get('content-range'), range).toBe(`bytes */${size}`);
      }
      for (const range of ['bytes=0-1,5-9', 'bytes=9-2', 'bytes=abc', 'items=0-5', 'bytes=', 'bytes=-', `bytes=0-${'9'.repeat(40)}`, 'bytes=0x10-20']) {
        const res = await get(app, CLIP, { range });
        expect(res.status, range).toBe(200);
        expect(res.headers.get('content-length'), range).toBe(String(size));
        await res.arrayBuffer();
      }
    }
  });

  it('answers 304 to a current copy by tag (also weak or in a list) or by date, and 200 to a stale one', async () => {
    const first = await get(a, CLIP);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    for (const app of [a, b]) {
      for (const headers of [
        { 'if-none-match': etag },
        { 'if-none-match': `W/${etag}` },
        { 'if-none-match': `"x", ${etag}` },
        { 'if-none-match': '*' },
        { 'if-modified-since': modified },
      ] as Record<string, string>[]) {
        const res = await get(app, CLIP, headers);
        expect(res.status, JSON.stringify(headers)).toBe(304);
        expect(res.headers.get('etag')).toBe(etag);
        expect(await res.text()).toBe('');
      }
      // If-None-Match wins over a date that alone would give 304.
      const changed = await get(app, CLIP, { 'if-none-match': '"other"', 'if-modified-since': modified });
      expect(changed.status).toBe(200);
      await changed.arrayBuffer();
      const older = await get(app, CLIP, { 'if-modified-since': new Date(Date.parse(modified) - 1000).toUTCString() });
      expect(older.status).toBe(200);
      await older.arrayBuffer();
      const junk = await get(app, CLIP, { 'if-modified-since': 'yesterday-ish' });
      expect(junk.status).toBe(200);
      await junk.arrayBuffer();
    }
  });

  it('honours If-Range: the range while the tag matches, the whole file once it does not', async () => {
    const etag = (await get(a, CLIP, {}, 'HEAD')).headers.get('etag')!;
    const same = await get(b, CLIP, { range: 'bytes=0-9', 'if-range': etag });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const other = await get(b, CLIP, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const app of [a, b]) {
      const res = await get(app, CLIP, { range: 'bytes=10-19' }, 'HEAD');
      expect(res.status).toBe(206);
      expect(res.headers.get('content-length')).toBe('10');
      expect(res.headers.get('content-range')).toBe(`bytes 10-19/${clipBytes.length}`);
      expect(await res.text()).toBe('');
    }
  });

  it('caches fingerprinted names for a year', async () => {
    await storeA.put('uploads/comments/9f86d081884c7d65.webp', Buffer.from('RIFF....WEBP'), { contentType: 'image/webp' });
    const res = await get(a, '/media/uploads/comments/9f86d081884c7d65.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform');
  });

  it('never compresses media (ranges and tags describe the stored bytes)', async () => {
    const res = await get(a, '/media/posters/1.svg', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.arrayBuffer();
  });

  it('answers 404 for unknown, hidden, escaping or malformed keys and never reaches outside the store', async () => {
    for (const path of [
      '/media/posters/none.svg',
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/.meta/posters/1.svg.json',
      '/media/.tmp/x',
      '/media/posters',
      '/media/%E0%A4%A',
      '/media/',
      '/media/posters//1.svg',
    ]) {
      for (const app of [a, b]) {
        const res = await get(app, path);
        expect(res.status, path).toBe(404);
        expect(await res.text(), path).not.toContain('dependencies');
      }
    }
  });
});
