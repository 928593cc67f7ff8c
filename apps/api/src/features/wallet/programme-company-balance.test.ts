import { describe, expect, it } from 'vitest';
import { authHeader, createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { fundCompanyWallet } from '../../../test/wallet-factories.ts';

/**
 * Issue 17 (ADR 032): signing up with the programme's corporate_id 2 makes a member of She
 * Moves, who must not see the sponsor's company balance; a member with an allowance does.
 */
const ctx = useTestApp();
const PROGRAMME = 2;

describe("the programme sponsor's company balance", () => {
  it('is not shown to a rider who signed up with corporate_id 2', async () => {
    await fundCompanyWallet(ctx.database.db, PROGRAMME, 250_000_000);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: {
        fname: 'Ngozi',
        lname: 'Eze',
        email: 'ngozi.programme@example.ng',
        phone: '08031234567',
        city_id: 1,
        password: 'a-long-passphrase-9',
        corporate_id: PROGRAMME,
      },
      remoteAddress: '10.44.0.1',
    });
    expect(signUp.statusCode).toBe(201);
    const member = signUp.json();
    expect(member.corporate_id).toBe(PROGRAMME);
    expect(member.wallet).toEqual({ balance_kobo: 0, company_balance_kobo: null });
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${member.id}/wallet`,
      headers: { authorization: `Bearer ${member.token.token}` },
    });
    expect(wallet.json()).toMatchObject({
      wallet: { balance_kobo: 0, company_balance_kobo: null },
      company_wallet: null,
    });
    expect(wallet.body).not.toContain('250000000');
  });

  it('is shown to a member once an operator gives them an allowance', async () => {
    const member = await createRider(ctx.database.db, { corporateId: PROGRAMME });
    const operator = await createRider(ctx.database.db, { role: 'operator' });
    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/v1/ops/companies/${PROGRAMME}/members/${member.id}/allowance`,
      headers: await authHeader(ctx.app, operator),
      payload: { amount_kobo: 500_000, period: 'week' },
    });
    expect(set.statusCode).toBe(200);
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${member.id}/wallet`,
      headers: await authHeader(ctx.app, member),
    });
    expect(wallet.json().wallet.company_balance_kobo).toBeGreaterThan(0);
    expect(wallet.json().company_wallet).toMatchObject({ corporate_id: PROGRAMME, allowance_kobo: 500_000 });
    // The login answer reads the company balance on its own: both say the same.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: member.email, password: DEFAULT_PASSWORD },
    });
    expect(login.json().wallet.company_balance_kobo).toBe(wallet.json().wallet.company_balance_kobo);
    expect(wallet.json().company_wallet.balance_kobo).toBe(wallet.json().wallet.company_balance_kobo);
  });
});
