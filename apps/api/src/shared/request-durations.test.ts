import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DURATION_BUCKETS, RequestDurations } from './request-durations.ts';

/** Durations on and around the bucket bounds, above the largest, and several series. */
const OBSERVATIONS: [string, string, number, number][] = [
  ['GET', '/v1/version', 200, 0.0004],
  ['GET', '/v1/version', 200, 0.005],
  ['GET', '/v1/version', 200, 0.0051],
  ['HEAD', '/v1/version', 200, 0.002],
  ['GET', '/v1/bus-stops', 200, 0.3],
  ['GET', '/v1/bus-stops', 304, 2.5],
  ['POST', '/v1/users/:userId/bookings', 201, 12],
  ['POST', '/v1/users/:userId/bookings', 402, 0.07],
  ['GET', 'unmatched', 404, 1],
  ['GET', '/v1/version', 200, 0.0099],
];

function withPromClient(): Registry {
  const registry = new Registry();
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw address) and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of OBSERVATIONS) {
    histogram.observe({ method, route, status: String(status) }, seconds);
  }
  return registry;
}

function withRequestDurations(): Registry {
  const registry = new Registry();
  const durations = new RequestDurations();
  registry.registerMetric(durations.asRegistryMetric());
  for (const [method, route, status, seconds] of OBSERVATIONS)
    durations.observe(method, route, status, seconds);
  return registry;
}

const sortedLines = (text: string) => text.trim().split('\n').sort();

describe('request durations', () => {
  it("write the text prom-client's Histogram writes for the same observations", async () => {
    const expected = await withPromClient().metrics();
    const actual = await withRequestDurations().metrics();
    expect(actual).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v1/version",status="200"} 2',
    );
    expect(sortedLines(actual)).toEqual(sortedLines(expected));
  });

  it("sum across a cluster's processes as prom-client's do", async () => {
    const twice = async (registry: () => Registry) =>
      AggregatorRegistry.aggregate([
        await registry().getMetricsAsJSON(),
        await registry().getMetricsAsJSON(),
      ]).metrics();
    const expected = await twice(withPromClient);
    const actual = await twice(withRequestDurations);
    expect(actual).toContain(
      'http_request_duration_seconds_count{method="POST",route="/v1/users/:userId/bookings",status="201"} 2',
    );
    expect(sortedLines(actual)).toEqual(sortedLines(expected));
  });

  it('start again from nothing when the registry is reset', async () => {
    const registry = withRequestDurations();
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
