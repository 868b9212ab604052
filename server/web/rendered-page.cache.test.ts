import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, PAGE_TTL_MS, RenderedPageCache } from './rendered-page.cache';

describe('RenderedPageCache', () => {
  const page = `<script nonce="${NONCE_PLACEHOLDER}"></script><p>page</p>`;

  it('answers a kept page with the nonce of each response, until it is too old', () => {
    let now = 1_000;
    const cache = new RenderedPageCache(() => now);
    cache.set('/fr/', page, 200);
    expect(cache.get('/fr/', 'abc')).toEqual({ html: '<script nonce="abc"></script><p>page</p>', status: 200 });
    expect(cache.get('/fr/', 'xyz')?.html).toContain('nonce="xyz"');
    expect(cache.get('/de/', 'abc')).toBeUndefined();
    now += PAGE_TTL_MS;
    expect(cache.get('/fr/', 'abc')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps 404 pages with their status, forgets everything on clear', () => {
    const cache = new RenderedPageCache();
    cache.set('/nope.html', page, 404);
    expect(cache.get('/nope.html', 'n')?.status).toBe(404);
    cache.clear();
    expect(cache.get('/nope.html', 'n')).toBeUndefined();
  });

  it('stays bounded under a flood of made-up URLs, the pages in use staying', () => {
    const cache = new RenderedPageCache();
    cache.set('/', page, 200);
    for (let i = 0; i < 1_000; i += 1) {
      cache.set(`/search.html?keyword=${i}`, page, 200);
      if (i % 50 === 0) cache.get('/', 'n');
    }
    expect(cache.size).toBe(200);
    expect(cache.get('/', 'n')).toBeDefined();
  });
});
