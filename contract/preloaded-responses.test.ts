import { describe, expect, it } from 'vitest';
import { preloadKey, scriptSafeJson } from './preloaded-responses';

describe('preloadKey', () => {
  it.each([
    ['no query', '/api/config', {}, '/api/config'],
    ['one parameter', '/api/films/featured', { limit: '5' }, '/api/films/featured?limit=5'],
    ['parameters sorted by name', '/api/films/hot', { page_size: '12', page: '1' }, '/api/films/hot?page=1&page_size=12'],
    ['values encoded like a URL', '/api/films/page-seo-info', { page_path: '/de/' }, '/api/films/page-seo-info?page_path=%2Fde%2F'],
  ])('%s', (_, path, query, key) => expect(preloadKey(path, query)).toBe(key));
});

describe('scriptSafeJson', () => {
  it.each([
    ['a closing script tag', { s: '</script><script>x()</script>' }],
    ['an HTML comment opener', { s: '<!-- hi' }],
    ['line separators', { s: 'a\u2028b\u2029c' }],
  ])('writes %s so that it cannot leave the element, and reads back the same', (_, value) => {
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
