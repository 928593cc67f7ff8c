import { and, desc, eq, oneTimeSecrets } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import {
  emailsTo,
  latestVerificationCode,
  nextClientAddress,
  registerRider,
} from '../../../test/accounts-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { VERIFICATION_MAX_ATTEMPTS } from './one-time-secrets.ts';

const ctx = useTestApp();

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

/** Wrong guesses made at the same moment as the right code. */
const WRONG_GUESSES = 12;
const ROUNDS = 5;

async function newestCode(userId: number) {
  const [row] = await ctx.app.deps.db
    .select({ attempts: oneTimeSecrets.attempts, usedAt: oneTimeSecrets.usedAt })
    .from(oneTimeSecrets)
    .where(and(eq(oneTimeSecrets.userId, userId), eq(oneTimeSecrets.purpose, 'verify_email')))
    .orderBy(desc(oneTimeSecrets.id))
    .limit(1);
  if (!row) throw new Error('no code');
  return row;
}

describe('the verification code under concurrent guesses', () => {
  it('weighs at most 5 guesses against one code, however many arrive at once', async () => {
    const overCap: { round: number; attempts: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const rider = await registerRider(ctx.app, { fname: 'Guess' });
      const code = await latestVerificationCode(ctx.app, rider.email);
      const wrong = Array.from({ length: WRONG_GUESSES }, (_, index) =>
        String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
      );
      // The right code in the middle of the burst.
      const guesses = [...wrong.slice(0, 6), code, ...wrong.slice(6)];
      const answers = await Promise.all(guesses.map((guess) => verify(rider.id, guess)));
      expect(answers.filter((answer) => answer.statusCode >= 500)).toEqual([]);
      // `attempts` counts every guess weighed against the code, the right one included.
      const { attempts } = await newestCode(rider.id);
      if (attempts > VERIFICATION_MAX_ATTEMPTS) overCap.push({ round, attempts });
    }
    expect(overCap).toEqual([]);
  });
});

describe('reissuing verification codes', () => {
  it('sends at most 5 codes an hour to one rider, whatever asks for them', async () => {
    const rider = await registerRider(ctx.app, { fname: 'Resend' });
    for (let request = 0; request < 7; request++) expect((await resend(rider.id)).statusCode).toBe(200);
    const codes = (await emailsTo(ctx.app, rider.email)).filter((email) =>
      /Verify your Shuttle account/.test(email.subject),
    );
    expect(codes).toHaveLength(5);
    // The newest code sent still works.
    const code = await latestVerificationCode(ctx.app, rider.email);
    expect((await verify(rider.id, code)).statusCode).toBe(200);
  });
});
