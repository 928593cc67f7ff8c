import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';

/** ADR 107: a signed-in rider's answers are never stored by a browser or a proxy. */
const ctx = useTestApp();

describe('Cache-Control on authenticated answers', () => {
  it('is no-store on every secured GET of the API document', async () => {
    const rider = await createRider(ctx.database.db);
    const headers = await authHeader(ctx.app, rider);
    const document = (await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = Object.entries(document.paths)
      .filter(([path, methods]) => methods.get?.security?.length && !path.includes('/avatars/'))
      .map(([path]) => path.replace('{userId}', String(rider.id)).replace(/\{\w+\}/g, '1'));
    expect(secured.length).toBeGreaterThan(5);
    for (const url of secured) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.headers['cache-control'], `${url} -> ${response.statusCode}`).toBe('no-store');
    }
  });

  it('is on the wallet answer and not on public reads', async () => {
    const rider = await createRider(ctx.database.db);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${rider.id}/wallet`,
      headers: await authHeader(ctx.app, rider),
    });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.headers['content-type']).toContain('application/json');
    expect(wallet.headers['cache-control']).toBe('no-store');
    const stops = await ctx.app.inject({ method: 'GET', url: '/v1/bus-stops' });
    expect(stops.headers['cache-control']).not.toBe('no-store');
  });
});
