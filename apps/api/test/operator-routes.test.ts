import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';

/**
 * Issue 17: operators' routes check the role before the body or query, so a rider sending
 * nonsense gets the same 404 as a rider sending a valid request, and learns no schema.
 */
const ctx = useTestApp();

const OPERATOR_ROUTES = [
  { method: 'GET', url: '/v1/route-suggestions?limit=100000' },
  { method: 'GET', url: '/v1/admin/feedback?page=0' },
] as const;

describe('operator routes', () => {
  it.each(OPERATOR_ROUTES)('$method $url answers a rider 404 before looking at the input', async (route) => {
    const rider = await createRider(ctx.database.db);
    const response = await ctx.app.inject({ ...route, headers: await authHeader(ctx.app, rider) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("still validate an operator's input", async () => {
    const operator = await createRider(ctx.database.db, { role: 'operator' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/route-suggestions?limit=100000',
      headers: await authHeader(ctx.app, operator),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
