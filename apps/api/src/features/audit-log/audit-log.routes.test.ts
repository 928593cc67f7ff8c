import { auditLog } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

describe('the operators wing and its audit log', () => {
  const ctx = useTestApp();

  it('answers 401 without a token and 403 to every role that is not staff', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/v1/ops/audit-log' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(ctx.app.deps.db, { role });
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/v1/ops/audit-log',
        headers: await authHeader(ctx.app, user),
      });
      expect(answer.statusCode, role).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('checks the role before the query, so a rider learns nothing from a 400', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/audit-log?page=not-a-number',
      headers: await authHeader(ctx.app, rider),
    });
    expect(answer.statusCode).toBe(403);
  });

  it('lists entries newest first with their actor, filtered by actor and entity', async () => {
    const operator = await createRider(ctx.app.deps.db, { role: 'operator' });
    const admin = await createRider(ctx.app.deps.db, { role: 'admin' });
    const db = ctx.app.deps.db;
    await db.transaction(async (tx) => {
      await ctx.app.services.auditLog.record(tx, operator, {
        action: 'stop.create',
        entity: 'bus_stop',
        entityId: 7,
        after: { name: 'Ojota' },
      });
      await ctx.app.services.auditLog.record(tx, admin, {
        action: 'staff.invite',
        entity: 'user',
        entityId: 9,
      });
    });
    const headers = await authHeader(ctx.app, admin);
    const all = await ctx.app.inject({ method: 'GET', url: '/v1/ops/audit-log', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBeGreaterThanOrEqual(2);

    const byOperator = await ctx.app.inject({
      method: 'GET',
      url: `/v1/ops/audit-log?actor_id=${operator.id}&entity=bus_stop`,
      headers,
    });
    expect(byOperator.json()).toMatchObject({
      data: [
        {
          actor: { id: operator.id, email: operator.email },
          action: 'stop.create',
          entity: 'bus_stop',
          entity_id: '7',
          before: null,
          after: { name: 'Ojota' },
        },
      ],
      meta: { page: 1, total: 1 },
    });
  });

  it('never lets an audit row be changed or deleted', async () => {
    const db = ctx.app.deps.db;
    const refusal = { cause: { message: expect.stringMatching(/append only/) } };
    await expect(db.update(auditLog).set({ action: 'forged' })).rejects.toMatchObject(refusal);
    await expect(db.delete(auditLog)).rejects.toMatchObject(refusal);
  });
});

describe('routes of one user', () => {
  const ctx = useTestApp();

  it('answer 404 to another rider and data to the owner and to staff', async () => {
    const owner = await createRider(ctx.app.deps.db);
    const stranger = await createRider(ctx.app.deps.db);
    const operator = await createRider(ctx.app.deps.db, { role: 'operator' });
    const driver = await createRider(ctx.app.deps.db, { role: 'driver' });
    const url = `/v1/users/${owner.id}/notifications`;
    const as = async (user: typeof owner) =>
      (await ctx.app.inject({ method: 'GET', url, headers: await authHeader(ctx.app, user) })).statusCode;
    expect(await as(owner)).toBe(200);
    expect(await as(operator)).toBe(200);
    expect(await as(stranger)).toBe(404);
    expect(await as(driver)).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
