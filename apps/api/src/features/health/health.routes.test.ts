import { describe, expect, inject, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /v1/health', () => {
  it('answers ok and names the database it reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: inject('testDatabase').kind });
  });

  it('needs no token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { authorization: 'Bearer expired.or.wrong' },
    });
    expect(response.statusCode).toBe(200);
  });
});
