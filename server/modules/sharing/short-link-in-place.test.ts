import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withObservedAnswerCache } from '../../ops/observed-answer-cache';
import { renderedSiteWithOneDrama, type RenderedSite } from '../../web/rendered-site.test-support';
import { shortLinkAddressScript } from '../../web/short-link-address.script';
import { shareRecords, shortUrls } from '../../db/schema/growth';
import { SHARE_PASS_COOKIE } from './share-pass.service';
import { shorten } from './short-url.service';

// A short link to a page of the host it is asked on is answered with that page (no redirect's round trip), as if
// the link had been followed: same page, same cookie for a shared link, the address put right by the page itself.
let site: RenderedSite;
let server: ServerType;
let port: number;
const SHARER = '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7';

beforeAll(async () => {
  site = await renderedSiteWithOneDrama(undefined, { allowedHosts: ['www.drama.example'] });
  server = serve({ fetch: site.app.fetch, hostname: '127.0.0.1', port: 0, createServer: withObservedAnswerCache(site.t.ctx, site.t.ctx.parts.answers) });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.t.close();
});

/** One GET as a browser on `host` sends it (no redirect followed). */
function get(path: string, host = 'drama.example') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host, 'accept-language': 'en' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    })
      .on('error', reject)
      .end();
  });
}

const episodePath = () => `/playlet/${site.filmId}/videos/${site.videoId}.html`;

describe('short links answered in place', () => {
  it('answers a shared episode link with the episode page, its share pass and its address', async () => {
    await site.t.ctx.db.insert(shareRecords).values({ filmId: site.filmId, sharerVisitorId: SHARER });
    const code = await shorten(site.t.ctx, `https://drama.example${episodePath()}?src_fingerprint=${SHARER}`);
    const answer = await get(`/s/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-location']).toBe(`${episodePath()}?src_fingerprint=${SHARER}`);
    expect(answer.headers['location']).toBeUndefined();
    expect(answer.text).toContain('Love &amp; Lies');
    expect(answer.text).toContain('<video');
    // The share pass goes with the page, as on the long link (share-pass.middleware.ts).
    expect(String(answer.headers['set-cookie'])).toContain(`${SHARE_PASS_COOKIE}=`);
    // The page's first script puts the page's own address in the bar.
    const firstScript = answer.text.slice(answer.text.indexOf('<script'), answer.text.indexOf('</script>'));
    expect(firstScript).toContain('history.replaceState');
    expect(firstScript).toContain(JSON.stringify(`${episodePath()}?src_fingerprint=${SHARER}`));
  });

  it('answers a link without a query from the page cache the second time, the same page as at its own address', async () => {
    const code = await shorten(site.t.ctx, `https://drama.example${episodePath()}`);
    site.t.ctx.parts.pages.clear();
    const first = await get(`/s/${code}`);
    const kept = site.t.ctx.parts.pages.size;
    const second = await get(`/s/${code}`);
    const own = await get(episodePath());
    expect([first.status, second.status, own.status]).toEqual([200, 200, 200]);
    expect(kept).toBe(1);
    expect(site.t.ctx.parts.pages.size).toBe(1);
    const nonceFree = (text: string) => text.replace(/nonce="[^"]+"/g, 'nonce=""');
    expect(nonceFree(second.text)).toBe(nonceFree(own.text));
    expect(second.headers['content-location']).toBe(episodePath());
  });

  it('still redirects a link to another of the site hosts, and a spoofed Host gets the redirect too', async () => {
    const code = await shorten(site.t.ctx, `https://www.drama.example${episodePath()}`);
    const other = await get(`/s/${code}`);
    expect(other.status).toBe(302);
    expect(other.headers['location']).toBe(`https://www.drama.example${episodePath()}`);
    const own = await shorten(site.t.ctx, `https://drama.example${episodePath()}`);
    const spoofed = await get(`/s/${own}`, 'evil.example');
    expect(spoofed.status).toBe(302);
    expect(spoofed.headers['location']).toBe(`https://drama.example${episodePath()}`);
    expect(spoofed.headers['content-location']).toBeUndefined();
  });

  it('leaves unknown codes, odd paths and links to the API to the app', async () => {
    expect((await get('/s/unknown1')).status).toBe(404);
    expect((await get('/s/ab')).status).toBe(404);
    const code = await shorten(site.t.ctx, `https://drama.example${episodePath()}`);
    const withQuery = await get(`/s/${code}?x=1`);
    expect(withQuery.status).toBe(302);
    expect(withQuery.headers['content-location']).toBeUndefined();
    // A row pointing at the API (not something shorten hands out for a page, but a URL of the site) is not served in place.
    await site.t.ctx.db.insert(shortUrls).values({ code: 'apiLink1', originalUrl: 'https://drama.example/api/config' });
    const api = await get('/s/apiLink1');
    expect(api.status).toBe(302);
    expect(api.headers['location']).toBe('https://drama.example/api/config');
  });

  it('answers parallel requests for one link alike', async () => {
    const code = await shorten(site.t.ctx, `https://drama.example${episodePath()}?src_fingerprint=${SHARER}`);
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`/s/${code}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.headers['content-location'])).size).toBe(1);
  });
});

describe('the address script', () => {
  /** Runs the script on a page at `pathname` (and `hash`); answers the address it put in the bar, if any. */
  function run(url: string, pathname: string, hash = ''): string | undefined {
    const source = /<script[^>]*>([\s\S]*)<\/script>/.exec(shortLinkAddressScript(url, 'N'))![1]!;
    let replaced: string | undefined;
    runInNewContext(source, { location: { pathname, hash }, history: { state: null, replaceState: (_: unknown, __: string, to: string) => (replaced = to) } });
    return replaced;
  }

  it.each([
    ['/playlet/1/videos/2.html?src_fingerprint=x', '/s/abcDEF7', '', '/playlet/1/videos/2.html?src_fingerprint=x'],
    ['/fr/playlet/1.html', '/s/abcDEF7', '#comments', '/fr/playlet/1.html#comments'],
    ['/playlet/1.html', '/playlet/1.html', '', undefined],
    ['/', '/', '', undefined],
  ])('puts %s in the bar on %s%s', (url, pathname, hash, expected) => {
    expect(run(url, pathname, hash)).toBe(expected);
  });

  it('cannot be closed early by the address it carries', () => {
    const tag = shortLinkAddressScript('/x.html?q=</script><script>alert(1)</script><!--', 'N');
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(tag).not.toContain('<!--');
    expect(run('/x.html?q=</script>', '/s/abcd')).toBe('/x.html?q=</script>');
  });
});
