import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCalls } from '../../../../contract/admin/admin-calls';
import { buildPath } from '../../../../contract/call';
import { LANGUAGES } from '../../../../contract/common.schemas';
import { mp4Layout } from '../../../media-store/mp4-faststart';
import { moovAtEnd } from '../../../media-store/mp4-faststart.test-support';
import { adminTestServer } from '../admin.test-support';

const EXAMPLE = join(import.meta.dirname, '../../../../docs/catalog-example');
const CATALOG_CALLS = Object.values(adminCalls).filter((call) => call.id.startsWith('adminCatalog'));

let server: Awaited<ReturnType<typeof adminTestServer>>;
beforeAll(async () => {
  server = await adminTestServer();
});
afterAll(() => server.t.close());

const texts = (title: string) =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, { title: `${title} ${lang}`, synopsis: `Synopsis ${lang}`, seo_title: lang === 'de' ? `${title}: jetzt ansehen` : '' }]),
  );
const drama = (slug: string, title: string) => ({
  slug,
  original_lang: 'en',
  release_year: 2026,
  texts: texts(title),
  categories: [],
  topics: [],
  contributors: [],
});

/** A multipart request as the SPA sends it. */
async function upload(path: string, parts: Record<string, Blob | string>, token = server.operator.token) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const res = await server.app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}

const file = (path: string, type = 'application/octet-stream') => new Blob([readFileSync(join(EXAMPLE, path))], { type });

describe('admin catalog calls', () => {
  it('answer 403 admin.forbidden to a member who is not an operator, for every call', async () => {
    expect(CATALOG_CALLS.length).toBe(10);
    for (const call of CATALOG_CALLS) {
      const path = buildPath(call.path, { id: 1, num: 1 });
      const res = await server.call(call.method, path, { token: server.member.token, json: call.method === 'POST' ? {} : undefined });
      expect([call.id, res.status, res.body?.msg]).toEqual([call.id, 403, 'admin.forbidden']);
    }
  });

  it('create a draft, upload a poster and two episodes with subtitles, publish: the site finds it in both languages with its head', async () => {
    const created = await server.call('POST', '/api/admin/catalog/films', { json: drama('lantern-bay', 'Lantern Bay') });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data.published).toBe(false);

    // A draft cannot be published without poster and episodes, and is invisible to visitors.
    expect((await server.call('POST', `/api/admin/catalog/films/${id}/publish`, { json: { published: true } })).body.msg).toBe('catalog.not_publishable');
    expect((await server.call('GET', `/api/films/detail/${id}`)).status).toBe(404);

    const poster = await upload(`/api/admin/catalog/films/${id}/poster`, { file: file('posters/harbor.png', 'image/png') });
    expect(poster.body.data.poster_url).toMatch(/^\/media\/catalog\/lantern-bay\/poster-[0-9a-f]{16}\.webp$/);
    for (const n of [1, 2]) {
      const added = await upload(`/api/admin/catalog/films/${id}/episodes`, {
        video: file(`videos/harbor-${n}.mp4`, 'video/mp4'),
        duration_seconds: '12',
        subtitle_en: file(`subtitles/harbor-${n}.en.vtt`),
        subtitle_de: file(`subtitles/harbor-${n}.de.vtt`),
      });
      expect(added.status).toBe(200);
      expect(added.body.data.episodes.at(-1)).toMatchObject({ number: n, subtitle_langs: ['de', 'en'] });
    }
    const published = await server.call('POST', `/api/admin/catalog/films/${id}/publish`, { json: { published: true } });
    expect(published.body.data.published).toBe(true);

    // The files are in the media store (keys catalog/...) and the one media route serves them, ranges included.
    const video = published.body.data.episodes[0].video_url as string;
    expect(await server.t.ctx.media.stat(video.replace('/media/', ''))).toMatchObject({
      contentType: 'video/mp4',
      size: readFileSync(join(EXAMPLE, 'videos/harbor-1.mp4')).length,
    });
    const part = await server.app.request(video, { headers: { range: 'bytes=0-7' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('cache-control')]).toEqual([
      206,
      `bytes 0-7/${readFileSync(join(EXAMPLE, 'videos/harbor-1.mp4')).length}`,
      'public, max-age=31536000, immutable, no-transform',
    ]);
    const subtitle = await server.app.request(video.replace('.mp4', '.de.vtt'));
    expect([subtitle.status, subtitle.headers.get('content-type'), (await subtitle.text()).startsWith('WEBVTT')]).toEqual([
      200,
      'text/vtt; charset=utf-8',
      true,
    ]);
    expect((await server.app.request(published.body.data.poster_url)).headers.get('content-type')).toBe('image/webp');

    const en = await server.call('GET', '/api/films/search?keyword=Lantern%20Bay', { headers: { 'accept-language': 'en' } });
    expect(en.body.data.items.map((f: { id: number }) => f.id)).toContain(id);
    const de = await server.call('GET', '/api/films/search?keyword=Lantern%20Bay%20de', { headers: { 'accept-language': 'de' } });
    expect(de.body.data.items[0]).toMatchObject({ id, title: 'Lantern Bay de' });
    const head = await server.call('GET', `/api/films/page-seo-info?page_path=${encodeURIComponent(`/de/short-play/episodes/x/${id}.html`)}`);
    expect(head.body.data?.title ?? head.body.msg).toContain('Lantern Bay: jetzt ansehen');

    // Unpublished again: gone from search and pages at once.
    await server.call('POST', `/api/admin/catalog/films/${id}/publish`, { json: { published: false } });
    const after = await server.call('GET', '/api/films/search?keyword=Lantern%20Bay');
    expect(after.body.data.items.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await server.call('GET', `/api/films/detail/${id}`)).status).toBe(404);

    const audit = await server.call('GET', '/api/admin/audit-log?action=film.');
    expect(audit.body.data.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['film.created', 'film.poster_uploaded', 'film.published', 'film.unpublished']),
    );
  });

  it('reorders episodes and marks one free; refuses a wrong order', async () => {
    const id = (await server.call('GET', '/api/admin/catalog/films')).body.data.items[0].id as number;
    const before = (await server.call('GET', `/api/admin/catalog/films/${id}`)).body.data.episodes;
    const swapped = await server.call('POST', `/api/admin/catalog/films/${id}/episodes/order`, { json: { order: [2, 1] } });
    expect(swapped.body.data.episodes.map((e: { video_url: string }) => e.video_url)).toEqual([before[1].video_url, before[0].video_url]);
    expect((await server.call('POST', `/api/admin/catalog/films/${id}/episodes/order`, { json: { order: [1, 1] } })).body.msg).toBe('catalog.episode_order');
    const free = await server.call('POST', `/api/admin/catalog/films/${id}/episodes/2/free`, { json: { free: true } });
    expect(free.body.data.episodes[1].free).toBe(true);
    // In the metrics each under its own contract path, the reorder call not under the `:num` it is registered with.
    const counted = (await server.t.ctx.parts.metrics.registry.getSingleMetric('http_requests_total')!.get()).values;
    const postRoutes = counted
      .filter((v) => v.labels.method === 'POST' && String(v.labels.route).includes('/episodes/'))
      .map((v) => `${v.labels.route} ${v.labels.status}`);
    expect(postRoutes).toEqual(
      expect.arrayContaining([
        `${adminCalls.adminCatalogReorder.path} 200`,
        `${adminCalls.adminCatalogReorder.path} 400`,
        `${adminCalls.adminCatalogEpisodeFree.path} 200`,
      ]),
    );
    expect(postRoutes.filter((route) => route.startsWith('/api/admin/catalog/films/:id/episodes/:num '))).toEqual([]);
  });

  it('refuses media by their bytes: a text renamed .mp4, a video as poster, a broken subtitle, a taken slug', async () => {
    const id = (await server.call('GET', '/api/admin/catalog/films')).body.data.items[0].id as number;
    const fake = await upload(`/api/admin/catalog/films/${id}/episodes`, { video: new Blob(['not a video'], { type: 'video/mp4' }), duration_seconds: '5' });
    expect([fake.status, fake.body.msg]).toEqual([400, 'media.video_type']);
    const poster = await upload(`/api/admin/catalog/films/${id}/poster`, { file: file('videos/harbor-1.mp4', 'image/png') });
    expect(poster.body.msg).toBe('upload.unsupported_type');
    const vtt = await upload(`/api/admin/catalog/films/${id}/episodes`, {
      video: file('videos/harbor-1.mp4'),
      duration_seconds: '12',
      subtitle_fr: new Blob(['WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nbackwards\n']),
    });
    expect([vtt.body.msg, vtt.body.data]).toEqual(['media.subtitle_timing', { line: 3 }]);
    const taken = await server.call('POST', '/api/admin/catalog/films', { json: drama('lantern-bay', 'Copy') });
    expect(taken.body.msg).toBe('catalog.slug_taken');
  });
});

// After the tests above, which take the most recent drama of the list as theirs.
describe('an uploaded episode', () => {
  it('stores an uploaded MP4 without faststart with its index moved to the front, and refuses one whose boxes are broken', async () => {
    const id = (await server.call('POST', '/api/admin/catalog/films', { json: drama('slow-tide', 'Slow Tide') })).body.data.id as number;
    const original = new Uint8Array(readFileSync(join(EXAMPLE, 'videos/harbor-2.mp4')));
    const slow = moovAtEnd(original);
    expect(mp4Layout(slow)).toEqual(['ftyp', 'free', 'mdat', 'moov']);
    const added = await upload(`/api/admin/catalog/films/${id}/episodes`, {
      video: new Blob([Buffer.from(slow)], { type: 'video/mp4' }),
      duration_seconds: '12',
    });
    expect(added.status).toBe(200);
    const served = await server.app.request(added.body.data.episodes[0].video_url);
    expect(served.status).toBe(200);
    const stored = new Uint8Array(await served.arrayBuffer());
    expect(mp4Layout(stored)).toEqual(['ftyp', 'moov', 'free', 'mdat']);
    expect(Buffer.from(stored).equals(Buffer.from(original))).toBe(true);

    const truncated = slow.slice(0, slow.length - 100);
    const broken = await upload(`/api/admin/catalog/films/${id}/episodes`, {
      video: new Blob([Buffer.from(truncated)], { type: 'video/mp4' }),
      duration_seconds: '12',
    });
    expect([broken.status, broken.body.msg]).toEqual([400, 'media.video_type']);
  });
});
