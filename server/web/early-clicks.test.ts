import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_ATTACHED_ATTRIBUTE, PLAYS_VIDEO_ATTRIBUTE } from '../../contract/film/early-play';
import { LANGUAGES } from '../../src/domain/routing/language';
import { buildPath } from '../../src/domain/routing/route-path.builder';
import { send } from '../test-request';
import { EPISODE_PATH, SITE_PAGE_PATH, TAPPED_TO_WATCH_KEY } from './early-clicks.script';
import { ROUTE_NAMES } from '../../src/domain/routing/route-table';
import { renderedSiteWithOneDrama, type RenderedSite } from './rendered-site.test-support';

let site: RenderedSite;
let app: RenderedSite['app'];
let filmId: number;
let videoId: number;

beforeAll(async () => {
  site = await renderedSiteWithOneDrama();
  ({ app, filmId, videoId } = site);
});
afterAll(() => site.t.close());

/** The CSP nonce the response allows inline scripts with. */
const cspNonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
const EARLY_CLICKS = /<script nonce="([^"]+)">\(function\(\)\{var root=document\.documentElement[\s\S]*?<\/script>/g;
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
/** The Play rule: it plays the page's `<video>` until the player has attached to it. */
const PLAY_RULE = `hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}')`;

describe('the early-clicks script (taps before the app is ready)', () => {
  it.each([
    ['video', '/playlet/FILM/videos/VIDEO.html'],
    ['home', '/'],
    ['film', '/short-play/episodes/romance/FILM.html'],
    ['not found', '/no-such-page.html'],
  ])("is one inline script, first in the %s page's head, with the request's CSP nonce, keeping taps for a replay", async (_, path) => {
    const res = await send(app, 'GET', path.replace('FILM', String(filmId)).replace('VIDEO', String(videoId)));
    expect(res.text).toContain('<div id="root"');
    const head = headOf(res.text);
    const scripts = [...head.matchAll(EARLY_CLICKS)];
    expect(scripts).toHaveLength(1);
    // Beside it, only the short link's address script (short-link-address.script.ts), which comes first.
    const inline = [...head.matchAll(/<script nonce=[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toMatch(/^if\(location\.pathname\.indexOf\("\/s\/"\)===0\)history\.replaceState/);
    const [script] = scripts;
    expect(script![1]).toBe(cspNonce(res.headers.get('content-security-policy')));
    // Before any stylesheet or other script: parsed at once, never held back.
    expect(head.indexOf(script![0])).toBeLessThan(head.search(/<link(?! rel="expect")|<style|<script(?! nonce)/));
    expect(script![0]).toContain("attributeFilter:['data-app-ready']");
    // Taps on Play controls are never kept for a replay.
    expect(script![0]).toContain(`t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]')`);
  });

  it('has the Play rule in a video page, next to a player whose Play buttons it knows', async () => {
    const res = await send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`);
    expect(res.status).toBe(200);
    expect([...headOf(res.text).matchAll(EARLY_CLICKS)][0]![0]).toContain(PLAY_RULE);
    expect(res.text).toMatch(new RegExp(`<video[^>]*${PLAYS_VIDEO_ATTRIBUTE}=""`));
    expect(res.text).toMatch(new RegExp(`<button[^>]*class="player__button player__button--main"[^>]*${PLAYS_VIDEO_ATTRIBUTE}=""`));
  });

  it('buffers the episode from its arrival on a video page only (the rendered video says metadata)', async () => {
    const video = await send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`);
    expect([...headOf(video.text).matchAll(EARLY_CLICKS)][0]![0]).toContain("v.preload='auto'");
    expect(video.text).toMatch(/<video[^>]*preload="metadata"/);
    const film = await send(app, 'GET', `/short-play/episodes/romance/${filmId}.html`);
    expect([...headOf(film.text).matchAll(EARLY_CLICKS)][0]![0]).not.toContain('preload');
  });

  it('carries a fresh nonce on every request', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`)));
    const nonceOf = (html: string) => [...headOf(html).matchAll(EARLY_CLICKS)][0]![1];
    expect(nonceOf(a!.text)).not.toBe(nonceOf(b!.text));
  });

  it.each([
    ['home', '/'],
    ['film', `/short-play/episodes/romance/FILM.html`],
    ['not found', '/no-such-page.html'],
  ])('has no Play rule in the %s page', async (_, path) => {
    const res = await send(app, 'GET', path.replace('FILM', String(filmId)));
    expect(res.text).toContain('<div id="root"');
    expect(res.text).not.toContain(PLAY_RULE);
  });

  it('notes a tap on a link to an episode on every page; a video page opened by it starts its episode', async () => {
    const decided = { headers: { cookie: `consent=v1.a1.m0.${Date.now() - 1000}` } };
    for (const path of ['/', `/short-play/episodes/romance/${filmId}.html`, `/playlet/${filmId}/videos/${videoId}.html`]) {
      const script = [...headOf((await send(app, 'GET', path, decided)).text).matchAll(EARLY_CLICKS)][0]![0];
      expect(script).toContain(`sessionStorage.setItem('${TAPPED_TO_WATCH_KEY}',a.pathname)`);
      expect(script.includes(`w===location.pathname`)).toBe(path.includes('/videos/'));
      // Only a page opened from one of the site's pages reads the note (a visitor from elsewhere skips the storage).
      expect(script.includes(`if(document.referrer.indexOf(location.origin+'/')===0){try{w=sessionStorage.getItem(`)).toBe(path.includes('/videos/'));
    }
  });

  it('starts nothing on arrival for a visitor still to answer the privacy choices, but uses the note up', async () => {
    const script = [...headOf((await send(app, 'GET', `/playlet/${filmId}/videos/${videoId}.html`)).text).matchAll(EARLY_CLICKS)][0]![0];
    expect(script).toContain(`sessionStorage.removeItem('${TAPPED_TO_WATCH_KEY}')`);
    expect(script).not.toContain('w===location.pathname');
  });

  it.each(LANGUAGES)("knows a link to one of the site's pages in %s, and not one to the API, a file or a download", (lang) => {
    const params = {
      filmId: 12,
      videoId: 345,
      _did: 12,
      _cname: 'romance',
      _mid: 3,
      _bid: 4,
      _page: 2,
      page: 2,
      guideId: 5,
      plotId: 6,
      episode: 7,
      type: 'how-to-watch',
    };
    for (const route of ROUTE_NAMES) expect(SITE_PAGE_PATH.test(buildPath(route, params as never, lang)), route).toBe(true);
    for (const path of [
      '/api/films/list',
      '/media/clips/clip-1.mp4',
      '/api/users/me/export',
      '/og/film/en/1.png',
      '/dev/outbox',
      '/sitemap.xml',
      '/assets/main-x.js',
    ])
      expect(SITE_PAGE_PATH.test(path), path).toBe(false);
  });

  it('stops what the page still downloads on a plain tap on a link to another of its pages, and reloads it if shown again stopped', async () => {
    const script = [...headOf((await send(app, 'GET', '/')).text).matchAll(EARLY_CLICKS)][0]![0];
    expect(script).toContain('window.stop()');
    expect(script).toContain("e.button===0&&!(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)&&(!a.target||a.target==='_self')&&!a.hasAttribute('download')");
    expect(script).toContain('e.persisted&&stopped&&!ready())location.reload()');
  });

  it.each(LANGUAGES)('knows an episode link in %s, and no other page', (lang) => {
    expect(EPISODE_PATH.test(buildPath('filmVideo', { filmId: 12, videoId: 345 }, lang))).toBe(true);
    expect(EPISODE_PATH.test(buildPath('film', { _did: 12, _cname: 'romance' }, lang))).toBe(false);
    expect(EPISODE_PATH.test(buildPath('home', {}, lang))).toBe(false);
  });
});
