import { describe, expect, it } from 'vitest';
import { buildPageTime, buildPageView, pageNameOf, toQueryString, type PageVisit } from './tracking-event';

const visit: PageVisit = {
  host: 'dramas.example',
  path: '/pt/playlet/12/videos/3.html?src_fingerprint=abc#top',
  referrer: 'https://www.google.com/',
  source: 'google',
  memberId: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
  fingerprintId: 'fp-9',
  timestamp: 1_700_000_000_000,
};

describe('buildPageView', () => {
  it('carries every parameter of spec section 3', () => {
    expect(buildPageView(visit)).toEqual({
      ul: 'dramas.example/pt/playlet/12/videos/3.html',
      ht: 'dramas.example',
      p: 'filmVideo',
      ts: 1_700_000_000_000,
      rl: 'https://www.google.com/',
      sr: 'google',
      u: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b',
      ev: 'pv',
      uuid: 'fp-9',
    });
  });

  it('sends an empty member id for anonymous visitors', () => {
    expect(buildPageView({ ...visit, memberId: null }).u).toBe('');
  });
});

describe('buildPageTime', () => {
  it.each<[number, number]>([
    [12, 12],
    [12.4, 12],
    [12.5, 13],
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d seconds are reported as %d', (secs, expected) => {
    expect(buildPageTime(visit, secs)).toMatchObject({ ev: 'pt', secs: expected });
  });
});

describe('pageNameOf', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/de', 'home'],
    ['/blog/3.html', 'blogList'],
    ['/hi/short-play/romance/2.html', 'category'],
    ['/ranking-page.html', 'ranking'],
    ['/nowhere.html', 'notFound'],
    ['/blog/0.html', 'notFound'],
  ])('%s is %s', (path, expected) => {
    expect(pageNameOf(path)).toBe(expected);
  });
});

describe('toQueryString', () => {
  it('encodes a page view in a fixed order', () => {
    expect(toQueryString(buildPageView({ ...visit, referrer: 'https://x.example/a b?c=d&e', memberId: null }))).toBe(
      'ul=dramas.example%2Fpt%2Fplaylet%2F12%2Fvideos%2F3.html&ht=dramas.example&p=filmVideo&ts=1700000000000' +
        '&rl=https%3A%2F%2Fx.example%2Fa%20b%3Fc%3Dd%26e&sr=google&ev=pv&uuid=fp-9',
    );
  });

  it.each<[string, Partial<PageVisit>, string]>([
    ['an unidentified visitor', { fingerprintId: '' }, 'uuid'],
    ['an anonymous visitor', { memberId: null }, 'u'],
    ['a visit without referrer', { referrer: '' }, 'rl'],
    ['a visit without source', { source: '' }, 'sr'],
  ])('leaves out the empty value of %s', (_name, change, key) => {
    const query = toQueryString(buildPageView({ ...visit, ...change }));
    expect(new URLSearchParams(query).has(key)).toBe(false);
    expect(query).not.toMatch(/=(&|$)/);
  });

  it('adds secs last on page-time events', () => {
    expect(toQueryString(buildPageTime(visit, 42)).endsWith('&ev=pt&uuid=fp-9&secs=42')).toBe(true);
  });

  it('round-trips through URLSearchParams', () => {
    const event = buildPageTime({ ...visit, referrer: 'https://ex.example/?q=ä ö&x=+' }, 5);
    const read = new URLSearchParams(toQueryString(event));
    expect(Object.fromEntries(read)).toEqual({ ...event, ts: String(event.ts), secs: '5' });
  });
});
