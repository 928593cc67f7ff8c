import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';

/**
 * Issue 17: operators' routes check the role before the body or query, so a rider sending
 * nonsense gets the same answer as a rider sending a valid request, and learns no schema.
 * Every operators' route is in the `/v1/ops` wing, whose role check runs in `onRequest`.
 */
const ctx = useTestApp();

const OPERATOR_ROUTES = [
  { method: 'GET', url: '/v1/ops/inbox/route-suggestions?limit=100000' },
  { method: 'GET', url: '/v1/ops/inbox/feedback?page=0' },
] as const;

describe('operator routes', () => {
  it.each(OPERATOR_ROUTES)('$method $url answers a rider 403 before looking at the input', async (route) => {
    const rider = await createRider(ctx.database.db);
    const response = await ctx.app.inject({ ...route, headers: await authHeader(ctx.app, rider) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it("still validate an operator's input", async () => {
    const operator = await createRider(ctx.database.db, { role: 'operator' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/inbox/route-suggestions?limit=100000',
      headers: await authHeader(ctx.app, operator),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
