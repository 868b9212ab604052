import { describe, expect, it } from 'vitest';
import { mayKeepAnswer, pageLanguage, requestStrategy, type AnswerFacts, type RequestFacts, type RequestStrategy } from './request-strategy';

const origin = 'https://drama.example';
const get = (path: string, more: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: path.startsWith('http') ? path : `${origin}${path}`,
  origin,
  mode: 'cors',
  signedIn: false,
  ranged: false,
  ...more,
});

describe('requestStrategy', () => {
  const cases: [string, RequestFacts, RequestStrategy][] = [
    ['a page load', get('/', { mode: 'navigate' }), 'page'],
    ['a film page in Russian', get('/ru/playlet/1/videos/1.html', { mode: 'navigate' }), 'page'],
    ['a personal page (its HTML is the anonymous shell; the member data comes by API)', get('/personal/collection.html', { mode: 'navigate' }), 'page'],
    ['a signed-in page load (the HTML is the same for everyone)', get('/', { mode: 'navigate', signedIn: true }), 'page'],
    ['the console', get('/admin', { mode: 'navigate' }), 'pass'],
    ['a console section', get('/admin/catalog', { mode: 'navigate' }), 'pass'],
    ['a built chunk', get('/assets/main-BNeH7N7l.js'), 'code'],
    ['the stylesheet', get('/assets/style-D8j8sDap.css'), 'code'],
    ['a page payload', get('/ru/playlet/1/_payload.json'), 'data'],
    ['the site config', get('/api/config'), 'data'],
    ['categories', get('/api/categories'), 'data'],
    ['a film detail, anonymous', get('/api/films/detail/7'), 'data'],
    ['episodes', get('/api/films/episodes?film_id=7'), 'data'],
    ['a blog post', get('/api/content/blog/3'), 'data'],
    ['a film detail with a member token', get('/api/films/detail/7', { signedIn: true }), 'pass'],
    ['the member list of favourites', get('/api/films/user-favorite-films'), 'pass'],
    ['the play permission (per visitor)', get('/api/films/play-permission/7'), 'pass'],
    ['an episode video address (signed, per visitor)', get('/api/films/episode-video/7?episode=1'), 'pass'],
    ['a transcript (a locked episode shows its whole text only to those it is unlocked for)', get('/api/films/transcript/7?episode_num=3&lang=hi'), 'pass'],
    ['the member account', get('/api/users/account'), 'pass'],
    ['notifications', get('/api/notifications/unread'), 'pass'],
    ['anything else under /api/', get('/api/share/records'), 'pass'],
    ['a manifest', get('/manifests/ru.webmanifest'), 'data'],
    ['an icon', get('/icon-192.png'), 'data'],
    ['the build check', get('/builds/latest.json?t=1'), 'pass'],
    ['a build meta file', get('/builds/meta/abc.json'), 'pass'],
    ['the worker itself', get('/sw.js'), 'pass'],
    ['a video file', get('/media/films/7/1.mp4'), 'pass'],
    ['a range request anywhere', get('/assets/main-BNeH7N7l.js', { ranged: true }), 'pass'],
    ['a POST', get('/api/films/comments', { method: 'POST' }), 'pass'],
    ['a HEAD', get('/', { method: 'HEAD', mode: 'navigate' }), 'pass'],
    ['another origin', get('https://www.googletagmanager.com/gtm.js'), 'pass'],
    ['another origin’s page', get('https://accounts.google.com/o/oauth2', { mode: 'navigate' }), 'pass'],
    ['the tracking pixel', get('/_icon.png?e=view'), 'pass'],
  ];
  it.each(cases)('%s', (_name, request, strategy) => {
    expect(requestStrategy(request)).toBe(strategy);
  });
});

describe('mayKeepAnswer', () => {
  const ok: AnswerFacts = { status: 200, cacheControl: '', vary: '', redirected: false };
  const cases: [string, Partial<AnswerFacts>, boolean][] = [
    ['a plain 200', {}, true],
    ['a page (no-cache means revalidate, not personal)', { cacheControl: 'no-cache', vary: 'Accept-Encoding' }, true],
    ['a public answer', { cacheControl: 'public, max-age=15' }, true],
    ['no-store', { cacheControl: 'no-store' }, false],
    ['no-store among others', { cacheControl: 'max-age=0, No-Store' }, false],
    ['private', { cacheControl: 'private, max-age=60' }, false],
    ['private with field names', { cacheControl: 'private="Set-Cookie"' }, false],
    ['varies with the cookie', { vary: 'Accept-Encoding, Cookie' }, false],
    ['varies with credentials', { vary: 'authorization' }, false],
    ['varies with everything', { vary: '*' }, false],
    ['a 404', { status: 404 }, false],
    ['a 503 stale page', { status: 503 }, false],
    ['a partial answer', { status: 206 }, false],
    ['a redirect followed', { redirected: true }, false],
  ];
  it.each(cases)('%s', (_name, answer, kept) => {
    expect(mayKeepAnswer({ ...ok, ...answer })).toBe(kept);
  });
});

describe('pageLanguage', () => {
  const languages = ['en', 'ru', 'pt'];
  it.each([
    ['/', 'en'],
    ['/ru/', 'ru'],
    ['/pt/playlet/1/videos/2.html', 'pt'],
    ['/xx/page', 'en'],
    ['/rus/', 'en'],
  ])('%s is in %s', (path, lang) => {
    expect(pageLanguage(path, languages, 'en')).toBe(lang);
  });
});
