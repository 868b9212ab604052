import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS } from './metrics';
import { RouteHistogram } from './route-histogram';

/** prom-client's own Histogram and a RouteHistogram fed the same observations, each in its own registry. */
function pair() {
  const theirs = new Registry();
  const ours = new Registry();
  const histogram = new Histogram({ name: 'h_seconds', help: 'Some help', labelNames: ['method', 'route'], buckets: DURATION_BUCKETS, registers: [theirs] });
  const route = new RouteHistogram('h_seconds', 'Some help', DURATION_BUCKETS, ours);
  const series = new Map<string, ReturnType<RouteHistogram['series']>>();
  const observe = (method: string, routeName: string, value: number) => {
    histogram.observe({ method, route: routeName }, value);
    const key = `${method} ${routeName}`;
    if (!series.has(key)) series.set(key, route.series({ method, route: routeName }));
    route.observe(series.get(key)!, value);
  };
  return { theirs, ours, histogram, route, observe };
}

describe('RouteHistogram', () => {
  it("scrapes exactly as prom-client's Histogram with the same observations", async () => {
    const { theirs, ours, observe } = pair();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    // Edges (a value on a bound belongs to it), above every bound (only +Inf), zero, label values needing escapes.
    const values = [0, 0.0004, 0.001, 0.0010001, 0.0025, 0.007, 0.3, 9.99, 10, 10.5, 120, 1e-9];
    const routes = ['answer-cache', '/api/films/detail/:id', '/_icon.png', 'with "quote" \\ and\nnewline'];
    values.forEach((v, i) => observe(i % 3 === 0 ? 'POST' : 'GET', routes[i % routes.length]!, v));
    for (let i = 0; i < 1000; i++) observe('GET', 'answer-cache', (i % 37) / 1000);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
  });

  it('drops its series on a reset, as prom-client does, and lists one again once observed', async () => {
    const { theirs, ours, observe } = pair();
    observe('GET', 'a', 0.01);
    observe('GET', 'b', 0.02);
    theirs.resetMetrics();
    ours.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    observe('GET', 'b', 0.5);
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('refuses a value that is not a finite number, as prom-client does', () => {
    const { route } = pair();
    const s = route.series({ method: 'GET', route: 'x' });
    expect(() => route.observe(s, Number.NaN)).toThrow(TypeError);
    expect(() => route.observe(s, Infinity)).toThrow(TypeError);
  });
});
