import type { Histogram, MetricValueWithName } from 'prom-client';

/** Upper bounds of the buckets, in seconds (ADR 138). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type DurationLabel = 'method' | 'route' | 'status' | 'le';

type DurationValue = MetricValueWithName<DurationLabel> & { sharedLabels?: Series['labels'] };

interface DurationMetric {
  name: string;
  help: string;
  type: 'histogram';
  aggregator: 'sum';
  values: DurationValue[];
}

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket, not cumulative; the last slot is above the largest bound. */
  perBucket: number[];
  sum: number;
  count: number;
}

/**
 * `http_request_duration_seconds`, counted here and read by prom-client's registry at scrape
 * time, with the values prom-client's own Histogram would give: cumulative `_bucket` lines up to
 * `+Inf`, then `_sum` and `_count`, per method, route pattern and status.
 *
 * Every request records one duration. prom-client's `observe` checks and hashes the labels object
 * of each call (about 0.3 µs); here the series is found by three map lookups on strings and a
 * number the server already holds (docs/decisions/213).
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Time to answer a request, by route pattern (never the raw address) and status';
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly byRoute = new Map<string, Map<string, Map<number, Series>>>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.byRoute.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        perBucket: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0)) bucket++;
    series.perBucket[bucket] = (series.perBucket[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry reads for the cluster's summed metrics: each value with all its labels. */
  get(): Promise<DurationMetric> {
    return Promise.resolve(this.read((labels, le) => ({ labels: { le, ...labels } })));
  }

  /**
   * What the registry reads for the text format: a bucket's bound as its own label, the series'
   * labels after it, in the order prom-client's Histogram writes them.
   */
  getForPromString(): Promise<DurationMetric> {
    return Promise.resolve(this.read((labels, le) => ({ labels: { le }, sharedLabels: labels })));
  }

  private read(
    bucketLabels: (
      labels: Series['labels'],
      le: number | '+Inf',
    ) => Pick<DurationValue, 'labels' | 'sharedLabels'>,
  ): DurationMetric {
    const values: DurationValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const byMethod of this.byRoute.values()) {
      for (const byStatus of byMethod.values()) {
        for (const { labels, perBucket, sum, count } of byStatus.values()) {
          let cumulative = 0;
          DURATION_BUCKETS.forEach((bound, index) => {
            cumulative += perBucket[index] ?? 0;
            values.push({ ...bucketLabels(labels, bound), value: cumulative, metricName: bucketName });
          });
          values.push({ ...bucketLabels(labels, '+Inf'), value: count, metricName: bucketName });
          values.push({ labels, value: sum, metricName: `${this.name}_sum` });
          values.push({ labels, value: count, metricName: `${this.name}_count` });
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.byRoute.clear();
  }

  /**
   * The registry's type names prom-client's metric classes; of this one it reads `name`, `type`,
   * `get` or `getForPromString`, and `reset`.
   */
  asRegistryMetric(): Histogram<DurationLabel> {
    return this as unknown as Histogram<DurationLabel>;
  }
}
