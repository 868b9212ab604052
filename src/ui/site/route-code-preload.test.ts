// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_CODE_ID } from '../../../contract/site/route-code';
import { forgetRouteCode, prefetchRouteCode, preloadRouteCode } from './route-code-preload';

// The links go in one per task: a check reads them once the tasks have run.
const preloads = () => (vi.runAllTimers(), [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')));
const prefetches = () => (vi.runAllTimers(), [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')));

function pageWith(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = ROUTE_CODE_ID;
  block.textContent = text;
  document.body.append(block);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  forgetRouteCode();
});

describe('preloadRouteCode', () => {
  it("asks for all of a route's chunks at once, each chunk once across routes", () => {
    pageWith(JSON.stringify({ files: ['/assets/film-a.js', '/assets/shared-b.js', '/assets/browse-c.js'], routes: { film: [0, 1], ranking: [2, 1] } }));
    preloadRouteCode('film');
    expect(preloads()).toEqual(['/assets/film-a.js', '/assets/shared-b.js']);
    preloadRouteCode('film');
    preloadRouteCode('ranking');
    expect(preloads()).toEqual(['/assets/film-a.js', '/assets/shared-b.js', '/assets/browse-c.js']);
  });

  it("adds a route's chunks one per task, in order (each link starts a fetch: a task's worth on a phone)", () => {
    pageWith(JSON.stringify({ files: ['/assets/film-a.js', '/assets/shared-b.js', '/assets/common-c.js'], routes: { film: [0, 1, 2] } }));
    const links = () => [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    preloadRouteCode('film');
    expect(links()).toEqual([]);
    // A timer per link: in a browser each is a task of its own (fake timers run those due together).
    expect(vi.getTimerCount()).toBe(3);
    vi.runAllTimers();
    expect(links()).toEqual(['/assets/film-a.js', '/assets/shared-b.js', '/assets/common-c.js']);
  });

  it('leaves alone the chunks the page asked for itself (a failed one stays with the retry policy)', () => {
    const own = document.createElement('link');
    own.rel = 'modulepreload';
    own.href = '/assets/actions-d.js';
    document.head.append(own);
    pageWith(JSON.stringify({ files: ['/assets/film-a.js', '/assets/actions-d.js'], routes: { filmVideo: [0, 1] } }));
    preloadRouteCode('filmVideo');
    expect(preloads()).toEqual(['/assets/actions-d.js', '/assets/film-a.js']);
  });

  it('asks for nothing on a page without the block, or with a broken one', () => {
    preloadRouteCode('film');
    expect(preloads()).toEqual([]);
    forgetRouteCode();
    pageWith('{not json');
    preloadRouteCode('film');
    expect(preloads()).toEqual([]);
  });
});

describe('prefetchRouteCode', () => {
  it("fetches a route's chunks ahead, each once, and a later intent still preloads them (that is what runs them)", () => {
    pageWith(JSON.stringify({ files: ['/assets/film-a.js', '/assets/shared-b.js', '/assets/browse-c.js'], routes: { film: [0, 1], ranking: [2, 1] } }));
    prefetchRouteCode('film');
    prefetchRouteCode('film');
    prefetchRouteCode('ranking');
    expect(prefetches()).toEqual(['/assets/film-a.js', '/assets/shared-b.js', '/assets/browse-c.js']);
    preloadRouteCode('film');
    expect(preloads()).toEqual(['/assets/film-a.js', '/assets/shared-b.js']);
  });

  it('fetches nothing the page already asked for, nor a chunk an intent has preloaded', () => {
    const own = document.createElement('script');
    own.type = 'module';
    own.src = '/assets/shared-b.js';
    document.head.append(own);
    pageWith(JSON.stringify({ files: ['/assets/film-a.js', '/assets/shared-b.js', '/assets/browse-c.js'], routes: { film: [0, 1], ranking: [2] } }));
    preloadRouteCode('ranking');
    prefetchRouteCode('film');
    prefetchRouteCode('ranking');
    expect(prefetches()).toEqual(['/assets/film-a.js']);
  });
});
