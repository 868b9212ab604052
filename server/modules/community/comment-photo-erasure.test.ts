// Issue 30, item 2: erasing a member, or an operator deleting a comment, erases the stored photo files too, on the
// local store and on a real S3-compatible server (s3rver); the orphan sweep removes files no row names, never a
// young one (an upload in flight).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import type { ServerContext } from '../../context';
import { composeServer } from '../../composition';
import { createMaintenanceRunner } from '../../jobs/maintenance-runner';
import { maintenanceTasks } from '../../jobs/maintenance-tasks';
import { LocalMediaStore } from '../../media-store/local.media-store';
import type { ByteRange, MediaBody, MediaStore, PutOptions } from '../../media-store/media-store.port';
import { startS3Server } from '../../media-store/s3-server.test-support';
import { pngBytes } from '../../media-store/test-images.test-support';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { ORPHAN_MIN_AGE_MS } from './comment-upload.service';

const OPERATOR = 'photo-operator@example.com';

/** A store whose deletes fail while `failing` is set: an object store that is down when the erasure removes files. */
class FlakyDeletes implements MediaStore {
  failing = false;
  constructor(private readonly inner: MediaStore) {}
  get description() {
    return this.inner.description;
  }
  put(key: string, body: MediaBody, options: PutOptions) {
    return this.inner.put(key, body, options);
  }
  get(key: string, range?: ByteRange) {
    return this.inner.get(key, range);
  }
  stat(key: string) {
    return this.inner.stat(key);
  }
  async delete(key: string) {
    if (this.failing) throw new Error('object store unreachable');
    return this.inner.delete(key);
  }
  list(prefix: string) {
    return this.inner.list(prefix);
  }
}

describe.each(['local', 's3'] as const)('comment photos on the %s store', (kind) => {
  let t: TestContext;
  let ctx: ServerContext;
  let app: ReturnType<typeof createApp>;
  let store: FlakyDeletes;
  let stopStore = async () => {};
  let filmId: number;
  let ipCounter = 0;
  const freshIp = () => `10.30.${kind === 'local' ? 1 : 2}.${++ipCounter}`;

  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    t = await createTestContext({ adminEmails: [OPERATOR], maintenance: { ...defaults.maintenance, deletionGraceMs: 0 } });
    // File ages are the store's (wall-clock) times: the test's clock starts at the real time.
    t.ctx.clock.advance(Date.now() - t.ctx.clock.now().getTime());
    if (kind === 's3') {
      const s3 = await startS3Server();
      store = new FlakyDeletes(s3.store);
      stopStore = s3.stop;
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'photo-erasure-'));
      store = new FlakyDeletes(new LocalMediaStore(dir));
      stopStore = async () => rmSync(dir, { recursive: true, force: true });
    }
    ctx = composeServer({ ...t.ctx, media: store });
    app = createApp(ctx);
    filmId = (await insertCatalogFixture(ctx)).filmIds[0]!;
  }, 60_000);
  afterAll(async () => {
    await stopStore();
    await t.close();
  });

  const lastCodeFor = (email: string) => {
    const mail = [...t.ctx.mailer.sent].reverse().find((m) => m.to === email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  async function member(name: string): Promise<string> {
    const email = `${name}-${kind}@example.com`;
    const ip = freshIp();
    await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
    const res = await send(app, 'POST', '/api/users/register', { json: { email, password: 'correct horse', code: lastCodeFor(email) }, ip });
    expect(res.body.code).toBe(0);
    return res.body.data.uuid as string;
  }

  async function operator(): Promise<string> {
    const ip = freshIp();
    await send(app, 'POST', '/api/users/send_verification_code', { json: { email: OPERATOR, purpose: 'register' }, ip });
    const known = await send(app, 'POST', '/api/users/register', { json: { email: OPERATOR, password: 'correct horse', code: lastCodeFor(OPERATOR) }, ip });
    if (known.body.code === 0) return known.body.data.uuid as string;
    const res = await send(app, 'POST', '/api/users/login', { json: { email: OPERATOR, password: 'correct horse' }, ip });
    return res.body.data.uuid as string;
  }

  async function upload(token: string): Promise<{ url: string; thumbnail_url: string }> {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await pngBytes(64, 48, true))], 'photo.png', { type: 'image/png' }));
    const env = { incoming: { socket: { remoteAddress: freshIp(), remotePort: 1, remoteFamily: 'IPv4' } } };
    const res = await app.request('/api/films/upload-comment-image', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } }, env);
    const body = (await res.json()) as { code: number; data: { url: string; thumbnail_url: string } };
    expect(body.code).toBe(0);
    return body.data;
  }

  async function comment(token: string, photo: { url: string }): Promise<number> {
    const res = await send(app, 'POST', '/api/films/publish-comment', {
      token,
      ip: freshIp(),
      json: { film_id: filmId, content: `with a photo ${randomUUID()}`, image_urls: [photo.url] },
    });
    expect(res.body.code).toBe(0);
    return res.body.data.id as number;
  }

  /** The HTTP status of each file of the photos, as a visitor fetching their URLs gets it. */
  async function served(...photos: { url: string; thumbnail_url: string }[]): Promise<number[]> {
    const urls = photos.flatMap((p) => [p.url, p.thumbnail_url]);
    return Promise.all(urls.map(async (url) => (await send(app, 'GET', url)).status));
  }

  async function deleteAccount(token: string, email: string): Promise<void> {
    expect((await send(app, 'POST', '/api/users/send_account_code', { token, ip: freshIp() })).body.code).toBe(0);
    const res = await send(app, 'POST', '/api/users/delete_account', { token, ip: freshIp(), json: { code: lastCodeFor(email) } });
    expect(res.body.code).toBe(0);
  }

  const runJob = () => {
    const runner = createMaintenanceRunner({ clock: t.ctx.clock, logger: t.ctx.logger, exclusive: (work) => work(t.ctx.db), everyMs: 0 });
    for (const task of maintenanceTasks(ctx)) runner.register(task);
    return runner.runOnce();
  };

  it("erases every stored file of an erased member's comments and uploads once the job ran (grace 0), and nobody else's", async () => {
    const ann = await member('ann');
    const ben = await member('ben');
    const annPhoto = await upload(ann);
    const annUnused = await upload(ann);
    const annComment = await comment(ann, annPhoto);
    const benPhoto = await upload(ben);
    await comment(ben, benPhoto);
    expect(
      (await send(app, 'POST', '/api/films/publish-reply', { token: ben, ip: freshIp(), json: { comment_id: annComment, content: 'nice' } })).body.code,
    ).toBe(0);
    expect(await served(annPhoto, annUnused, benPhoto)).toEqual([200, 200, 200, 200, 200, 200]);

    await deleteAccount(ann, `ann-${kind}@example.com`);
    const outcome = await runJob();
    expect(await served(annPhoto, annUnused)).toEqual([404, 404, 404, 404]);
    // Removed by the erasure itself: the sweep leaves files this young alone.
    expect(outcome).toMatchObject({ report: { 'accounts-erased': 1, 'orphan-upload-files-removed': 0 } });
    for (const photo of [annPhoto, annUnused]) expect(await store.stat(photo.url.slice('/media/'.length))).toBeUndefined();
    expect(await served(benPhoto)).toEqual([200, 200]);
  });

  it('erases the photos of a comment an operator deleted; hiding one keeps them (it can be restored)', async () => {
    const op = await operator();
    const cy = await member('cy');
    const removedPhoto = await upload(cy);
    const hiddenPhoto = await upload(cy);
    const removed = await comment(cy, removedPhoto);
    const hidden = await comment(cy, hiddenPhoto);
    expect((await send(app, 'POST', `/api/admin/comments/${removed}/decide`, { token: op, json: { decision: 'delete' } })).body.data.state).toBe('removed');
    expect((await send(app, 'POST', `/api/admin/comments/${hidden}/decide`, { token: op, json: { decision: 'keep_hidden' } })).body.data.state).toBe('hidden');
    expect(await served(removedPhoto)).toEqual([404, 404]);
    expect(await served(hiddenPhoto)).toEqual([200, 200]);
  });

  it('sweeps files no row names once older than the safety window, never a younger one, and retries what a failed erasure left', async () => {
    const dee = await member('dee');
    const kept = await upload(dee);
    await comment(dee, kept);
    const freshUnused = await upload(dee);
    const eve = await member('eve');
    const evePhoto = await upload(eve);
    await comment(eve, evePhoto);
    // A file whose row never came (a crash between the two steps of an upload), and one written just now.
    const stray = `uploads/${randomUUID()}.webp`;
    await store.put(stray, await pngBytes(8, 8), { contentType: 'image/webp' });
    // The store is down while eve's erasure removes her files: the rows go, the files stay.
    await deleteAccount(eve, `eve-${kind}@example.com`);
    store.failing = true;
    expect(await runJob()).toMatchObject({ report: { 'accounts-erased': 1, 'orphan-upload-files-removed': 0 } });
    store.failing = false;
    expect(await served(evePhoto)).toEqual([200, 200]);
    expect(await store.stat(stray)).toBeDefined();

    // Just inside the window nothing is swept; past it, exactly the files no row names.
    t.ctx.clock.advance(ORPHAN_MIN_AGE_MS - 120_000);
    expect(await runJob()).toMatchObject({ report: { 'orphan-upload-files-removed': 0 } });
    expect(await served(evePhoto)).toEqual([200, 200]);
    t.ctx.clock.advance(5 * 60_000);
    expect(await runJob()).toMatchObject({ report: { 'orphan-upload-files-removed': 3 } });
    expect(await served(evePhoto)).toEqual([404, 404]);
    expect(await store.stat(stray)).toBeUndefined();
    // Files with rows stay: a used photo and an upload still waiting for its comment.
    expect(await served(kept, freshUnused)).toEqual([200, 200, 200, 200]);
  });
});
