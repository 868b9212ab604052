import { describe, expect, it } from 'vitest';
import { requestWaves, roundTripFigures } from './round-trips.mjs';

const TYPES: Record<string, string> = { html: 'Document', js: 'Script', mp4: 'Media', svg: 'Image' };
const at = (url: string, start: number, end?: number) => ({ url: `http://site.test${url}`, type: TYPES[url.split('.').at(-1)!] ?? 'Fetch', start, end });

describe('request waves', () => {
  it('puts requests sent together in one wave and counts each discovery after a finished request', () => {
    const waves = requestWaves([
      at('/playlet/1/videos/1.html', 0, 1),
      at('/media/clips/1.mp4', 1.1, 2),
      // After the video finished, yet not because of it.
      at('/media/posters/1.svg', 2.1, 2.2),
      at('/assets/main.js', 1.2, 3),
      at('/assets/film.js', 1.2, 2.5),
      at('/assets/player.js', 3.1, 3.5),
      at('/api/films/play/1', 3.6, 4),
    ]);
    expect(waves.map((request) => request.wave)).toEqual([1, 2, 2, 2, 2, 3, 4]);
    expect(roundTripFigures(waves)).toEqual({ scripts: 3, scriptRoundTrips: 2, apiRoundTrips: 3, apiCall: '/api/films/play/1', mediaRoundTrips: 1 });
  });

  it("counts only the scripts sent before the app was ready as the page's code", () => {
    const waves = requestWaves([at('/index.html', 0, 1), at('/assets/main.js', 1.1, 2), at('/assets/dialogs.js', 2.1, 3)]).map((request) => ({
      ...request,
      beforeReady: !request.url.includes('dialogs'),
    }));
    expect(roundTripFigures(waves)).toMatchObject({ scripts: 1, scriptRoundTrips: 1 });
  });

  it('leaves out what a page never requested', () => {
    expect(roundTripFigures(requestWaves([at('/index.html', 0, 1), at('/assets/main.js', 1.5)]))).toEqual({
      scripts: 1,
      scriptRoundTrips: 1,
      apiRoundTrips: undefined,
      apiCall: undefined,
      mediaRoundTrips: undefined,
    });
  });
});
