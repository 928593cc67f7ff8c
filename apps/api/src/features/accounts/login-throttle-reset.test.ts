import { describe, expect, it } from 'vitest';
import { latestResetToken, nextClientAddress } from '../../../test/accounts-factories.ts';
import { createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const NEW_PASSWORD = 'after-the-lockout-7';

describe('the login throttle and a password reset', () => {
  it("lets the owner in after a reset, while the account's other failures locked it", async () => {
    const rider = await createRider(ctx.app.deps.db);
    // Someone else's 10 wrong guesses, from their own address.
    const guess = (password: string, remoteAddress = '10.20.30.40') =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/login',
        payload: { email: rider.email, password },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await guess('wrong-password')).statusCode).toBe(401);
    const owner = nextClientAddress();
    expect((await guess(DEFAULT_PASSWORD, owner)).statusCode).toBe(429);

    await ctx.app.inject({
      method: 'POST',
      url: '/v1/password',
      payload: { email: rider.email },
      remoteAddress: owner,
    });
    const token = await latestResetToken(ctx.app, rider.email);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/password/change',
      payload: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      remoteAddress: owner,
    });
    expect(reset.statusCode).toBe(200);
    expect((await guess(NEW_PASSWORD, owner)).statusCode).toBe(200);

    // The protection stands: 10 more wrong guesses lock the account again.
    for (let i = 0; i < 10; i++) expect((await guess('wrong-again')).statusCode).toBe(401);
    expect((await guess(NEW_PASSWORD, nextClientAddress())).statusCode).toBe(429);
  });
});
