import { describe, expect, it } from 'vitest';
import {
  emailsTo,
  latestVerificationCode,
  nextClientAddress,
  otherCode,
  registerRider,
} from '../../../test/accounts-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { HeldBackgroundWork } from '../../../test/held-background-work.ts';
import { useTestApp } from '../../../test/test-app.ts';

const background = new HeldBackgroundWork();
const ctx = useTestApp({ background });

const verify = (userId: number, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${userId}/verify`,
    payload: { code },
    remoteAddress: nextClientAddress(),
  });

describe('forgot password', () => {
  it('answers before it looks the email up: a known email costs the request no more work than an unknown one', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const answers = [];
    for (const email of [rider.email, 'nobody-at-all@example.ng']) {
      answers.push(
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/password',
          payload: { email },
          remoteAddress: nextClientAddress(),
        }),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    // Nothing was looked up or written while the request was answered.
    expect(await emailsTo(ctx.app, rider.email)).toHaveLength(0);
    await background.runHeld();
    expect((await emailsTo(ctx.app, rider.email)).map((email) => email.subject)).toEqual([
      'Reset your Shuttle password',
    ]);
    expect(await emailsTo(ctx.app, 'nobody-at-all@example.ng')).toHaveLength(0);
  });
});

describe('POST /v1/users/{id}/verify', () => {
  it('answers a wrong code the same for an unknown id, an unverified rider and a verified one', async () => {
    const unverified = await createRider(ctx.app.deps.db);
    const verified = await createRider(ctx.app.deps.db, { verified: true });
    const answers = await Promise.all([
      verify(2_000_000_000, '123456'),
      verify(unverified.id, '123456'),
      verify(verified.id, '123456'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('still tells the holder of the code that verified the rider that they are verified (docs/product.md#accounts)', async () => {
    const rider = await registerRider(ctx.app, {}, nextClientAddress());
    const code = await latestVerificationCode(ctx.app, rider.email);
    expect((await verify(rider.id, code)).statusCode).toBe(200);
    const again = await verify(rider.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'User is already verified', code: 'ALREADY_VERIFIED' });
    expect((await verify(rider.id, otherCode(code))).json().code).toBe('INVALID_CODE');
  });
});

describe('registration with an email that has an account', () => {
  it('answers EMAIL_TAKEN 5 times an hour per address, then 429 for every sign-up from it', async () => {
    const address = nextClientAddress();
    const taken = await Promise.all(
      Array.from({ length: 5 }, () => createRider(ctx.app.deps.db).then((rider) => rider.email)),
    );
    const register = (email: string, remoteAddress = address) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/users',
        remoteAddress,
        payload: {
          fname: 'Probe',
          lname: 'Eze',
          email,
          phone: '08031234567',
          city_id: 1,
          password: 'okada-rider-77',
        },
      });
    for (const email of taken) expect((await register(email)).json().code).toBe('EMAIL_TAKEN');
    const [stillTaken, fresh] = [await register(taken[0] ?? ''), await register('fresh-probe@example.ng')];
    for (const refused of [stillTaken, fresh]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await register('fresh-probe@example.ng', nextClientAddress())).statusCode).toBe(201);
  });
});
