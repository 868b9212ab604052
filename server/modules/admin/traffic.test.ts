import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema/tracking';
import { send } from '../../test-request';
import { insertFilm } from '../sharing/sharing.test-support';
import { adminTestServer } from './admin.test-support';

let s: Awaited<ReturnType<typeof adminTestServer>>;
let filmA: number;
let filmB: number;
beforeAll(async () => {
  s = await adminTestServer();
  [filmA, filmB] = [await insertFilm(s.t), await insertFilm(s.t)];
});
afterAll(() => s.t.close());

interface Seeded {
  day: string;
  ev: 'pv' | 'pt';
  path: string;
  p: string;
  sr: string;
  secs?: number;
}
const DAY_1 = '2026-01-01';
const DAY_2 = '2026-01-02';
const DAY_3 = '2026-01-03';
const seeded: Seeded[] = [];

/**
 * Sends one event through the real pixel at noon UTC of its day (a page time when its visitor leaves: its seconds
 * after noon, since the pixel keeps no page time longer than its page view has lasted) and remembers it for the
 * independent count.
 */
async function pixel(event: Seeded) {
  const now = s.t.ctx.clock.now().getTime();
  s.t.ctx.clock.advance(Date.parse(`${event.day}T12:00:00Z`) + (event.ev === 'pt' ? (event.secs ?? 0) * 1000 : 0) - now);
  const q = new URLSearchParams({
    ev: event.ev,
    ul: `drama.test${event.path}`,
    ht: 'drama.test',
    p: event.p,
    sr: event.sr,
    ...(event.secs ? { secs: String(event.secs) } : {}),
  });
  // A visitor who allowed statistics: the pixel keeps nothing without that consent.
  const consent = `consent=v1.a1.m0.${s.t.ctx.clock.now().getTime() - 1000}`;
  await send(s.app, 'GET', `/_icon.png?${q}`, { headers: { cookie: consent } });
  seeded.push(event);
}
const flush = () => Promise.all(s.t.ctx.flushables.map((f) => f.flush()));
const report = async (from: string, to: string) => (await s.call('GET', `/api/admin/traffic?from=${from}&to=${to}`)).body.data;

/** The expected series, counted straight from the seeded list (no SQL). */
function expected(dimension: 'sr' | 'lang' | 'p', days: string[]) {
  const langOf = (path: string) => /^\/(pt|es|de|fr|it|nl|ru|sw|hi)(\/|$)/.exec(path)?.[1] ?? 'en';
  const known = ['google', 'facebook', 'direct', 'tiktok'];
  const value = (e: Seeded) => (dimension === 'sr' ? (known.includes(e.sr) ? e.sr : 'other') : dimension === 'lang' ? langOf(e.path) : e.p);
  const out = new Map<string, { views: number[]; secs: number[]; timed: number[] }>();
  for (const e of seeded) {
    const i = days.indexOf(e.day);
    if (i < 0) continue;
    const row = out.get(value(e)) ?? { views: days.map(() => 0), secs: days.map(() => 0), timed: days.map(() => 0) };
    if (e.ev === 'pv') row.views[i]! += 1;
    else {
      row.secs[i]! += e.secs!;
      row.timed[i]! += 1;
    }
    out.set(value(e), row);
  }
  return Object.fromEntries(
    [...out].map(([k, r]) => [k, { views: r.views, avg: r.secs.map((sec, i) => (r.timed[i] ? Math.round((sec / r.timed[i]!) * 10) / 10 : 0)) }]),
  );
}
const actual = (series: { value: string; views: number[]; avg_seconds: number[] }[]) =>
  Object.fromEntries(series.map((x) => [x.value, { views: x.views, avg: x.avg_seconds }]));

describe('the traffic dashboard', () => {
  it('counts page views and page times per day by source, language and page kind, as the events say', async () => {
    // One event stored before the rollups existed (an older server): the first dashboard read rebuilds them.
    await s.t.ctx.db
      .insert(trackingEvents)
      .values({ event: 'pv', url: 'drama.test/de', host: 'drama.test', page: 'home', source: 'facebook', receivedAt: new Date(`${DAY_1}T08:00:00Z`) });
    seeded.push({ day: DAY_1, ev: 'pv', path: '/de', p: 'home', sr: 'facebook' });
    await pixel({ day: DAY_1, ev: 'pv', path: '/', p: 'home', sr: 'google' });
    await pixel({ day: DAY_1, ev: 'pt', path: '/', p: 'home', sr: 'google', secs: 30 });
    await pixel({ day: DAY_1, ev: 'pv', path: `/fr/short-play/episodes/romance/${filmA}.html`, p: 'film', sr: 'google' });
    await pixel({ day: DAY_1, ev: 'pt', path: `/fr/short-play/episodes/romance/${filmA}.html`, p: 'film', sr: 'google', secs: 91 });
    await pixel({ day: DAY_2, ev: 'pv', path: `/short-play/episodes/romance/${filmA}.html`, p: 'film', sr: 'direct' });
    await pixel({ day: DAY_2, ev: 'pv', path: `/ru/playlet/${filmB}/plots.html`, p: 'filmPlots', sr: 'tiktok' });
    // A forged source is folded into `other`.
    await pixel({ day: DAY_2, ev: 'pv', path: '/short-play-search.html', p: 'search', sr: 'evil<script>' });
    await pixel({ day: DAY_3, ev: 'pt', path: `/short-play/episodes/romance/${filmA}.html`, p: 'film', sr: 'direct', secs: 12 });
    await flush();

    const days = [DAY_1, DAY_2, DAY_3];
    const first = await report(DAY_1, DAY_3);
    expect(first.days).toEqual(days);
    expect(actual(first.by_source)).toEqual(expected('sr', days));
    expect(actual(first.by_lang)).toEqual(expected('lang', days));
    expect(actual(first.by_page)).toEqual(expected('p', days));
    expect(first.top_films.map((f: { film_id: number; views: number }) => [f.film_id, f.views])).toEqual([
      [filmA, 2],
      [filmB, 1],
    ]);

    // Events after the rebuild are added by the batch that stores them, never counted twice.
    await pixel({ day: DAY_2, ev: 'pv', path: '/nl', p: 'home', sr: 'google' });
    await pixel({ day: DAY_2, ev: 'pt', path: '/nl', p: 'home', sr: 'google', secs: 5 });
    await flush();
    const second = await report(DAY_1, DAY_3);
    expect(actual(second.by_source)).toEqual(expected('sr', days));
    expect(actual(second.by_lang)).toEqual(expected('lang', days));
    expect(second.by_source[0]).toMatchObject({ value: 'google', total_views: 3, total_avg_seconds: 42 });

    const oneDay = await report(DAY_2, DAY_2);
    expect(actual(oneDay.by_page)).toEqual(expected('p', [DAY_2]));
  });

  it('answers the share funnel and applications for the range, and refuses reversed or too long ranges', async () => {
    const data = await report('2025-12-01', '2026-01-31');
    expect(data.funnel).toEqual({ shares: 0, link_opens: 0, counted_visits: 0, unlocks: 0 });
    expect(data.applications).toEqual({ sent: 0, pending: 0, approved: 0, denied: 0 });
    expect((await s.call('GET', '/api/admin/traffic?from=2026-01-03&to=2026-01-01')).body.msg).toBe('admin.traffic_range');
    expect((await s.call('GET', '/api/admin/traffic?from=2024-01-01&to=2026-01-01')).body.msg).toBe('admin.traffic_range');
    expect((await s.call('GET', '/api/admin/traffic?from=2026-02-30&to=2026-03-01')).status).toBe(400);
  });
});
