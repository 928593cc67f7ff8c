import { describe, expect, it } from 'vitest';
import { latestResetToken, nextClientAddress } from '../../../test/accounts-factories.ts';
import { authHeader, createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

const OLD_PASSWORD = 'old-password-of-the-rider';
const NEW_PASSWORD = 'new-password-after-reset';
/** Logins that run side by side, each one after the other until the change is done. */
const CHAINS = 4;
const ROUNDS = 3;

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/login',
    remoteAddress: nextClientAddress(),
    payload: { email, password },
  });

const stillSignedIn = async (token: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode === 200;

/**
 * Logs in with the old password again and again, on several chains at once, while `change`
 * runs; answers the tokens of every login that succeeded.
 */
async function loginsDuring(
  email: string,
  change: () => Promise<void>,
): Promise<{ tokens: string[]; attempts: number }> {
  let changed = false;
  let attempts = 0;
  const tokens: string[] = [];
  const chain = async () => {
    while (!changed) {
      attempts++;
      const answer = await login(email, OLD_PASSWORD);
      if (answer.statusCode === 200) tokens.push(answer.json().token.token);
    }
  };
  const chains = Array.from({ length: CHAINS }, chain);
  await change().finally(() => {
    changed = true;
  });
  await Promise.all(chains);
  return { tokens, attempts };
}

describe('a login racing a password change', () => {
  it('never opens a session that outlives a reset', async () => {
    const survivors: number[] = [];
    let attempted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rider = await createRider(ctx.app.deps.db, { password: OLD_PASSWORD });
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/password',
        remoteAddress: nextClientAddress(),
        payload: { email: rider.email },
      });
      const token = await latestResetToken(ctx.app, rider.email);
      const { tokens, attempts } = await loginsDuring(rider.email, async () => {
        const reset = await ctx.app.inject({
          method: 'POST',
          url: '/v1/password/change',
          remoteAddress: nextClientAddress(),
          payload: { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        });
        expect(reset.statusCode).toBe(200);
      });
      attempted += attempts;
      for (const session of tokens) if (await stillSignedIn(session)) survivors.push(round);
    }
    // Logins with the old password ran on every chain while the change did; none kept a session.
    expect(attempted).toBeGreaterThanOrEqual(ROUNDS * CHAINS);
    expect(survivors).toEqual([]);
  });

  it('never opens a session that outlives a change made by the signed-in rider', async () => {
    const survivors: number[] = [];
    let attempted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const rider = await createRider(ctx.app.deps.db, { password: OLD_PASSWORD });
      const headers = await authHeader(ctx.app, rider);
      const { tokens, attempts } = await loginsDuring(rider.email, async () => {
        const change = await ctx.app.inject({
          method: 'POST',
          url: `/v1/users/${rider.id}/password`,
          headers,
          payload: { current_password: OLD_PASSWORD, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        });
        expect(change.statusCode).toBe(200);
      });
      attempted += attempts;
      for (const session of tokens) if (await stillSignedIn(session)) survivors.push(round);
    }
    // Logins with the old password ran on every chain while the change did; none kept a session.
    expect(attempted).toBeGreaterThanOrEqual(ROUNDS * CHAINS);
    expect(survivors).toEqual([]);
  });
});
