import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { commentUploads } from '../../db/schema/engagement';
import { createTestContext, type TestContext } from '../../test-context';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { signedInUser } from '../catalog/catalog-test.harness';
import { removeUnusedUploads, UNUSED_UPLOAD_TTL_MS } from './comment-upload.service';
import { jpegWithGps, pngBytes, SVG_BYTES, WINDOWS_EXE_BYTES } from '../../media-store/test-images.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext({ publicOrigin: 'https://drama.test' });
  app = createApp(t.ctx);
  filmId = (await insertCatalogFixture(t.ctx)).filmIds[0]!;
  alice = await signedInUser(t.ctx, 'alice');
  bob = await signedInUser(t.ctx, 'bob');
});
afterAll(() => t.close());

const env = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } } };

async function upload(bytes: Uint8Array, name: string, type: string, token?: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await app.request(
    '/api/films/upload-comment-image',
    { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} },
    env,
  );
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

async function storedState() {
  const keys: string[] = [];
  for await (const entry of t.ctx.media.list('uploads/')) keys.push(entry.key);
  return { files: keys.length, rows: await t.ctx.db.$count(commentUploads) };
}

async function expectRefused(bytes: Uint8Array, name: string, type: string, key: string, status: number) {
  const before = await storedState();
  const answer = await upload(bytes, name, type, alice.token);
  expect(answer).toMatchObject({ status, body: { code: status, msg: key, data: null } });
  expect(await storedState()).toEqual(before);
}

describe('upload-comment-image', () => {
  it('needs a session', async () => {
    expect(await upload(await pngBytes(20, 20), 'a.png', 'image/png')).toMatchObject({ status: 401, body: { msg: 'auth.required' } });
  });

  it('stores a JPEG with GPS EXIF as WebP without it, with a thumbnail, served for a year', async () => {
    const answer = await upload(await jpegWithGps(800, 600), 'IMG_0001.jpg', 'image/jpeg', alice.token);
    expect(answer.status).toBe(200);
    const image = answer.body.data;
    expect(image).toMatchObject({ url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f-]{36}\.webp$/), width: 600, height: 800 });
    const served = await app.request(image.url, {}, env);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const thumb = await app.request(image.thumbnail_url, {}, env);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).height).toBe(320);
    const again = await app.request(image.url, { headers: { 'if-none-match': served.headers.get('etag')! } }, env);
    expect(again.status).toBe(304);
  });

  it('refuses a renamed .exe, an SVG, a 30 MB image and a truncated PNG, storing nothing', async () => {
    await expectRefused(WINDOWS_EXE_BYTES, 'holiday.jpg', 'image/jpeg', 'upload.unsupported_type', 400);
    await expectRefused(SVG_BYTES, 'cat.svg', 'image/svg+xml', 'upload.unsupported_type', 400);
    const big = await pngBytes(3500, 3500, true);
    expect(big.byteLength).toBeGreaterThan(30 * 1024 * 1024);
    await expectRefused(big, 'big.png', 'image/png', 'upload.too_large', 413);
    const png = await pngBytes(300, 200, true);
    await expectRefused(png.subarray(0, png.byteLength - 4096), 'cut.png', 'image/png', 'upload.unreadable', 400);
  });

  it('lets publish-comment use only the member’s own, unused uploads', async () => {
    const mine = (await upload(await pngBytes(64, 48), 'a.png', 'image/png', alice.token)).body.data;
    const post = async (token: string, urls: string[], content: string) =>
      (
        await app.request(
          '/api/films/publish-comment',
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ film_id: filmId, content, image_urls: urls }),
          },
          env,
        )
      ).json() as Promise<{ code: number; msg: string; data: any }>;
    expect(await post(bob.token, [mine.url], 'stolen')).toMatchObject({ code: 404, msg: 'comment.image_not_found' });
    const posted = await post(alice.token, [`https://drama.test${mine.url}`], 'my photo');
    expect(posted).toMatchObject({
      code: 0,
      data: { images: [mine.url], photos: [{ url: mine.url, thumbnail_url: mine.thumbnail_url, width: 64, height: 48 }] },
    });
    expect(await post(alice.token, [mine.url], 'the same photo again')).toMatchObject({ code: 404, msg: 'comment.image_not_found' });
  });

  it('removes uploads no comment used within a day, files included, and keeps used ones', async () => {
    const unused = (await upload(await pngBytes(32, 32), 'u.png', 'image/png', alice.token)).body.data;
    expect(await removeUnusedUploads(t.ctx)).toBe(0);
    t.ctx.clock.advance(UNUSED_UPLOAD_TTL_MS + 1000);
    const before = await storedState();
    const unusedRows = await t.ctx.db.$count(commentUploads, isNull(commentUploads.commentId));
    expect(unusedRows).toBeGreaterThanOrEqual(1);
    expect(await removeUnusedUploads(t.ctx)).toBe(unusedRows);
    // Each upload is two files (photo and thumbnail); the one a comment uses stays.
    expect(await storedState()).toEqual({ files: before.files - 2 * unusedRows, rows: before.rows - unusedRows });
    expect(before.rows - unusedRows).toBe(1);
    expect((await app.request(unused.url, {}, env)).status).toBe(404);
  });
});
