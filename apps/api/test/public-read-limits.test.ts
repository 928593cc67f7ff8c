import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/** ADR 106: public reads are limited per client address; the limit is a setting. */
const ctx = useTestApp({ env: { PUBLIC_READ_RATE_LIMIT_PER_MINUTE: '3' } });

const PUBLIC_READS = [
  '/v1/bus-stops',
  '/v1/city',
  '/v1/routes/catalogue',
  '/v1/route-discovery/from/1/to/5?tripDate=2030-01-07',
];

describe('public reads', () => {
  it.each(PUBLIC_READS)('%s answers 429 past the limit, for that address only', async (url) => {
    const remoteAddress = `10.55.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await ctx.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(statuses.every((status) => status < 400)).toBe(true);
    const fourth = await ctx.app.inject({ method: 'GET', url, remoteAddress });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    const neighbour = await ctx.app.inject({ method: 'GET', url, remoteAddress: '10.56.0.1' });
    expect(neighbour.statusCode).toBeLessThan(400);
  });
});
