import { describe, expect, it } from 'vitest';
import { nextClientAddress } from '../../../test/accounts-factories.ts';
import { authHeader, createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { lastAuditBy } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** PATCH /v1/ops/staff/{id}: roles and disabled accounts (docs/decisions/186-staff-accounts.md). */
const ctx = useTestApp();
const db = () => ctx.app.deps.db;

const patch = async (actor: { id: number }, id: number, payload: object) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/v1/ops/staff/${id}`,
    headers: await authHeader(ctx.app, actor),
    payload,
  });

const login = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password: DEFAULT_PASSWORD },
    remoteAddress: nextClientAddress(),
  });

describe('PATCH /v1/ops/staff/{id}', () => {
  it("disables an operator: their token stops working on the next request, they cannot sign in, and it's audited", async () => {
    const admin = await createRider(db(), { role: 'admin' });
    const operator = await createRider(db(), { role: 'operator', verified: true });
    const operatorHeaders = await authHeader(ctx.app, operator);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/audit-log',
      headers: operatorHeaders,
    });
    expect(before.statusCode).toBe(200);

    const disabled = await patch(admin, operator.id, { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: operator.id, role: 'operator', status: 'disabled' });

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/audit-log',
      headers: operatorHeaders,
    });
    expect(refused.statusCode).toBe(401);
    const signIn = await login(operator.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: 'This account has been disabled. Ask an admin to enable it again.',
    });
    expect(await lastAuditBy(ctx.app, admin.id)).toMatchObject({
      action: 'staff.update',
      entity: 'user',
      entityId: String(operator.id),
      before: { role: 'operator', status: 'active' },
      after: { role: 'operator', status: 'disabled' },
    });

    // Enabled again: a new sign-in works, the token from before the disabling stays void.
    const enabled = await patch(admin, operator.id, { disabled: false });
    expect(enabled.json().status).toBe('active');
    expect((await login(operator.email)).statusCode).toBe(200);
    const old = await ctx.app.inject({ method: 'GET', url: '/v1/ops/audit-log', headers: operatorHeaders });
    expect(old.statusCode).toBe(401);
  });

  it('changes a role, promoting an operator to admin and back', async () => {
    const admin = await createRider(db(), { role: 'admin' });
    const operator = await createRider(db(), { role: 'operator', verified: true });
    const promoted = await patch(admin, operator.id, { role: 'admin' });
    expect(promoted.json()).toMatchObject({ role: 'admin', status: 'active' });
    const staffList = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/staff?limit=100',
      headers: await authHeader(ctx.app, operator),
    });
    expect(staffList.statusCode).toBe(200);
    expect((await patch(admin, operator.id, { role: 'operator' })).json().role).toBe('operator');
    expect(await lastAuditBy(ctx.app, admin.id)).toMatchObject({
      before: { role: 'admin' },
      after: { role: 'operator' },
    });
  });

  it('refuses an admin changing their own account, and leaves no audit row', async () => {
    const admin = await createRider(db(), { role: 'admin' });
    for (const body of [{ disabled: true }, { role: 'operator' }]) {
      const answer = await patch(admin, admin.id, body);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'You cannot change your own role or disable your own account; ask another admin.',
      );
    }
    expect(await lastAuditBy(ctx.app, admin.id)).toBeUndefined();
  });

  it('is not for riders or other roles, and validates the body', async () => {
    const admin = await createRider(db(), { role: 'admin' });
    const rider = await createRider(db());
    expect((await patch(admin, rider.id, { disabled: true })).statusCode).toBe(404);
    expect((await patch(admin, 2_000_000_000, { role: 'admin' })).statusCode).toBe(404);
    expect((await patch(admin, rider.id, {})).statusCode).toBe(400);
    expect((await patch(admin, rider.id, { role: 'rider' })).statusCode).toBe(400);
    const operator = await createRider(db(), { role: 'operator', verified: true });
    expect((await patch(operator, admin.id, { disabled: true })).statusCode).toBe(403);
    for (const role of ['rider', 'driver', 'bus_partner'] as const) {
      const user = await createRider(db(), { role });
      expect((await patch(user, operator.id, { disabled: true })).statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'PATCH',
      url: `/v1/ops/staff/${operator.id}`,
      payload: { disabled: true },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await login(operator.email)).statusCode).toBe(200);
  });
});
