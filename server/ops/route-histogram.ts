import type { Registry } from 'prom-client';

/** One series of a RouteHistogram: its labels and what was observed under them. */
export interface HistogramSeries {
  readonly labels: Readonly<Record<string, string>>;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound (+Inf only). */
  readonly counts: number[];
  sum: number;
  count: number;
  /** Whether the series is in the histogram's output (false after a reset, until observed again). */
  listed: boolean;
}

/**
 * A histogram registered with a prom-client registry that scrapes exactly as prom-client's own Histogram with the
 * same name, help, buckets and observations (route-histogram.test.ts compares the texts), but observed through a
 * series handle found once per label set: prom-client's observe() validates and hashes the label object on every
 * call, which on the busiest answers (answer-cache hits, the pixel) cost more than the rest of the metrics.
 */
export class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #bounds: readonly number[];
  #listed: HistogramSeries[] = [];

  constructor(
    readonly name: string,
    readonly help: string,
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.#bounds = [...buckets].sort((a, b) => a - b);
    registry.registerMetric(this as never);
  }

  /** A new series for `labels` (label names as the caller knows them; keep one per label set and observe through it). */
  series(labels: Readonly<Record<string, string>>): HistogramSeries {
    return { labels, counts: new Array<number>(this.#bounds.length + 1).fill(0), sum: 0, count: 0, listed: false };
  }

  /** One observation of `value` (seconds) under `series`. */
  observe(series: HistogramSeries, value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    if (!series.listed) {
      series.listed = true;
      this.#listed.push(series);
    }
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    series.counts[i]!++;
    series.sum += value;
    series.count++;
  }

  /** What the registry reads at a scrape: the value list of prom-client's Histogram.get(), series in first-observed order. */
  async get() {
    const bucketName = `${this.name}_bucket`;
    const values: { labels: Record<string, string | number>; value: number; metricName: string; exemplar?: null }[] = [];
    for (const s of this.#listed) {
      let acc = 0;
      this.#bounds.forEach((le, i) => {
        acc += s.counts[i]!;
        values.push({ value: acc, metricName: bucketName, exemplar: null, labels: { le, ...s.labels } });
      });
      values.push(
        { value: s.count, metricName: bucketName, exemplar: null, labels: { le: '+Inf', ...s.labels } },
        { value: s.sum, metricName: `${this.name}_sum`, exemplar: undefined, labels: { ...s.labels } },
        { value: s.count, metricName: `${this.name}_count`, exemplar: undefined, labels: { ...s.labels } },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** As prom-client's reset(): every series gone from the output (and zeroed) until it is observed again. */
  reset(): void {
    for (const s of this.#listed) {
      s.counts.fill(0);
      s.sum = 0;
      s.count = 0;
      s.listed = false;
    }
    this.#listed = [];
  }
}
