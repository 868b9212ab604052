import { describe, expect, it } from 'vitest';
import { identityBody, pageBytes } from './page-bytes';
import { NONCE_PLACEHOLDER, PAGE_REVALIDATE_MS, PAGE_TTL_MS, RenderedPageCache } from './rendered-page.cache';

describe('RenderedPageCache', () => {
  const page = pageBytes(`<script nonce="${NONCE_PLACEHOLDER}"></script><p>page</p>`, NONCE_PLACEHOLDER);
  const html = (kept: ReturnType<RenderedPageCache['get']>, nonce: string) => kept && identityBody(kept.page, nonce).toString();

  it('answers a kept page with the nonce of each response, until it is too old', () => {
    let now = 1_000;
    const cache = new RenderedPageCache(() => now);
    cache.set('/fr/', page, 200);
    expect(html(cache.get('/fr/'), 'abc')).toBe('<script nonce="abc"></script><p>page</p>');
    expect(cache.get('/fr/')?.status).toBe(200);
    expect(html(cache.get('/fr/'), 'xyz')).toContain('nonce="xyz"');
    expect(cache.get('/de/')).toBeUndefined();
    now += PAGE_TTL_MS;
    expect(cache.get('/fr/')).toBeUndefined();
    // Past its TTL, it may go out while a new render replaces it (stale-while-revalidate), within its window.
    expect(html(cache.revalidating('/fr/'), 'abc')).toBe('<script nonce="abc"></script><p>page</p>');
    expect(cache.revalidating('/de/')).toBeUndefined();
    now += PAGE_REVALIDATE_MS;
    expect(cache.revalidating('/fr/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('revalidates nothing that clear dropped (a write, a change notice), nor a page still fresh', () => {
    let now = 1_000;
    const cache = new RenderedPageCache(() => now);
    cache.set('/fr/', page, 200);
    expect(cache.revalidating('/fr/')).toBeUndefined();
    now += PAGE_TTL_MS + 1;
    expect(cache.revalidating('/fr/')).toBeDefined();
    cache.clear();
    expect(cache.revalidating('/fr/')).toBeUndefined();
  });

  it('keeps 404 pages with their status, forgets everything on clear', () => {
    const cache = new RenderedPageCache();
    cache.set('/nope.html', page, 404);
    expect(cache.get('/nope.html')?.status).toBe(404);
    cache.clear();
    expect(cache.get('/nope.html')).toBeUndefined();
  });

  it('stays bounded under a flood of made-up URLs, the pages in use staying', () => {
    const cache = new RenderedPageCache();
    cache.set('/', page, 200);
    for (let i = 0; i < 1_000; i += 1) {
      cache.set(`/search.html?keyword=${i}`, page, 200);
      if (i % 50 === 0) cache.get('/');
    }
    expect(cache.size).toBe(200);
    expect(cache.get('/')).toBeDefined();
  });

  it('keeps the last good page for stale-if-error within its bound, whatever clear and the TTL do, until forgotten', () => {
    let now = 1_000;
    const cache = new RenderedPageCache(() => now, 600_000);
    cache.set('/fr/', page, 200);
    cache.clear();
    now += PAGE_TTL_MS + 30_000;
    expect(cache.get('/fr/')).toBeUndefined();
    expect(cache.stale('/fr/')).toMatchObject({ status: 200, ageMs: PAGE_TTL_MS + 30_000 });
    expect(cache.stale('/de/')).toBeUndefined();
    now = 1_000 + 600_000;
    expect(cache.stale('/fr/')).toBeUndefined();
    cache.set('/it/', page, 200);
    cache.forgetStale();
    expect(cache.stale('/it/')).toBeUndefined();
    expect(cache.get('/it/')).toBeDefined();
    const off = new RenderedPageCache(() => now);
    off.set('/fr/', page, 200);
    expect(off.stale('/fr/')).toBeUndefined();
  });
});
