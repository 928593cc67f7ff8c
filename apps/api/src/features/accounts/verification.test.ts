import { and, eq, oneTimeSecrets } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import {
  emailsTo,
  latestVerificationCode,
  nextClientAddress,
  otherCode,
  type RegisteredRider,
  registerRider,
} from '../../../test/accounts-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { ManualClock } from '../../shared/clock.ts';

const clock = new ManualClock(new Date());
const ctx = useTestApp({ clock });

const verify = (userId: number, code: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${userId}/verify`,
    payload: { code },
    remoteAddress: nextClientAddress(),
  });

const resend = (userId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/users/${userId}/verify/resend`,
    payload: {},
    remoteAddress: nextClientAddress(),
  });

async function isVerified(rider: RegisteredRider): Promise<boolean> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v1/users/${rider.id}/wallet`,
    headers: rider.authorization,
  });
  return response.json<{ verified: boolean }>().verified;
}

async function attemptsOnLiveCode(userId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ attempts: oneTimeSecrets.attempts, usedAt: oneTimeSecrets.usedAt })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, 'verify_email')));
  return rows.filter((row) => row.usedAt === null).map((row) => row.attempts);
}

describe('POST /v1/users/{id}/verify', () => {
  it('verifies the rider with the code from the email', async () => {
    const rider = await registerRider(ctx.app);
    const response = await verify(rider.id, await latestVerificationCode(ctx.app, rider.email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Verification Successful' });
    expect(await isVerified(rider)).toBe(true);
  });

  it('refuses a wrong code, counts the attempt and still takes the right one', async () => {
    const rider = await registerRider(ctx.app);
    const code = await latestVerificationCode(ctx.app, rider.email);
    const wrong = await verify(rider.id, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(await attemptsOnLiveCode(rider.id)).toEqual([1]);
    expect(await isVerified(rider)).toBe(false);
    expect((await verify(rider.id, code)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong attempts, even for the right code', async () => {
    const rider = await registerRider(ctx.app);
    const code = await latestVerificationCode(ctx.app, rider.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(rider.id, otherCode(code))).statusCode).toBe(400);
    }
    expect(await attemptsOnLiveCode(rider.id)).toEqual([5]);
    expect((await verify(rider.id, code)).statusCode).toBe(400);
    expect(await isVerified(rider)).toBe(false);
  });

  it('takes the code until 10 minutes after it was sent, and not after', async () => {
    const early = await registerRider(ctx.app);
    const late = await registerRider(ctx.app);
    const earlyCode = await latestVerificationCode(ctx.app, early.email);
    const lateCode = await latestVerificationCode(ctx.app, late.email);
    clock.advance(10 * 60_000 - 1_000);
    expect((await verify(early.id, earlyCode)).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await verify(late.id, lateCode);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(await isVerified(late)).toBe(false);
  });

  it("does not take one rider's code for another rider", async () => {
    const ada = await registerRider(ctx.app);
    const bola = await registerRider(ctx.app);
    const adaCode = await latestVerificationCode(ctx.app, ada.email);
    expect((await verify(bola.id, adaCode)).statusCode).toBe(400);
    expect(await isVerified(bola)).toBe(false);
  });

  it('answers 409 "User is already verified" once verified', async () => {
    const rider = await registerRider(ctx.app);
    const code = await latestVerificationCode(ctx.app, rider.email);
    expect((await verify(rider.id, code)).statusCode).toBe(200);
    const again = await verify(rider.id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'User is already verified', code: 'ALREADY_VERIFIED' });
  });

  it('answers an unknown user id like a wrong code', async () => {
    const response = await verify(2_000_000_000, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CODE' });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses the malformed code "%s" with 400', async (code) => {
    const rider = await registerRider(ctx.app);
    const response = await verify(rider.id, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The code is 6 digits.' });
  });

  it('R11: one code used twice at once verifies once; the other is told it is already verified', async () => {
    const rider = await registerRider(ctx.app);
    const code = await latestVerificationCode(ctx.app, rider.email);
    const answers = await Promise.all([verify(rider.id, code), verify(rider.id, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      'User is already verified',
    );
    expect(await isVerified(rider)).toBe(true);
  });
});

describe('POST /v1/users/{id}/verify/resend', () => {
  it('sends a new code that works and voids the earlier one', async () => {
    const rider = await registerRider(ctx.app);
    const response = await resend(rider.id);
    expect(response.statusCode).toBe(200);
    expect(await emailsTo(ctx.app, rider.email)).toHaveLength(2);
    // Only the newest code is live: the first one was voided when the second was issued.
    expect(await attemptsOnLiveCode(rider.id)).toEqual([0]);
    const second = await latestVerificationCode(ctx.app, rider.email);
    expect((await verify(rider.id, second)).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown id and a verified rider, and sends them nothing', async () => {
    const unverified = await registerRider(ctx.app);
    const verified = await createRider(ctx.database.db, { verified: true });
    const answers = await Promise.all([resend(unverified.id), resend(verified.id), resend(2_000_000_000)]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await emailsTo(ctx.app, verified.email)).toHaveLength(0);
    expect(await emailsTo(ctx.app, unverified.email)).toHaveLength(2);
  });

  it('accepts the code the page was opened with in the body, as the spec sends it', async () => {
    const rider = await registerRider(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/v1/users/${rider.id}/verify/resend`,
      payload: { code: '000000' },
    });
    expect(response.statusCode).toBe(200);
  });
});
