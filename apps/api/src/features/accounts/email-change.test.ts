import { describe, expect, it } from 'vitest';
import { emailsTo, nextClientAddress, registerRider } from '../../../test/accounts-factories.ts';
import { authHeader, createRider, DEFAULT_PASSWORD } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

let sequence = 0;
const newAddress = () => `moved-${process.pid}-${++sequence}@example.ng`;

const patchProfile = (userId: number, headers: { authorization: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: `/v1/users/${userId}`, headers, payload });

const wallet = (userId: number, headers: { authorization: string }) =>
  ctx.app.inject({ method: 'GET', url: `/v1/users/${userId}/wallet`, headers });

const undo = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/email-changes/undo',
    payload: { token },
    remoteAddress: nextClientAddress(),
  });

const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/login',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });

async function undoTokenSentTo(email: string): Promise<string> {
  const notice = (await emailsTo(ctx.app, email)).find((mail) => /was changed/.test(mail.subject));
  const token = notice?.textBody.match(/\/email-change\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no undo link sent to ${email}`);
  return token;
}

describe('changing the email address (PATCH /v1/users/{id})', () => {
  it('needs the current password; other fields do not', async () => {
    const rider = await createRider(ctx.app.deps.db, { verified: true });
    const headers = await authHeader(ctx.app, rider);
    const target = newAddress();
    const without = await patchProfile(rider.id, headers, { email: target });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Please enter your current password to change your email address',
    });
    const wrong = await patchProfile(rider.id, headers, { email: target, current_password: 'not it' });
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct.',
    });
    expect((await wallet(rider.id, headers)).json().email).toBe(rider.email);
    expect(await emailsTo(ctx.app, target)).toHaveLength(0);

    expect((await patchProfile(rider.id, headers, { fname: 'Ngozi', email: rider.email })).statusCode).toBe(
      200,
    );
    const moved = await patchProfile(rider.id, headers, {
      email: target,
      current_password: DEFAULT_PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: target, verified: false });
    expect((await emailsTo(ctx.app, target)).map((mail) => mail.subject)).toEqual([
      'Verify your Shuttle account',
    ]);
    const [notice] = await emailsTo(ctx.app, rider.email);
    expect(notice?.subject).toBe('The email address of your Shuttle account was changed');
    expect(notice?.textBody).toContain(target);
  });

  it('lets only the rider change it: an operator may not', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const operator = await createRider(ctx.app.deps.db, { role: 'operator' });
    const response = await patchProfile(rider.id, await authHeader(ctx.app, operator), {
      email: newAddress(),
      current_password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
  });

  it('the undo link puts the old address back and locks out whoever changed it', async () => {
    const rider = await createRider(ctx.app.deps.db, { verified: true });
    const stolen = await authHeader(ctx.app, rider);
    const target = newAddress();
    await patchProfile(rider.id, stolen, { email: target, current_password: DEFAULT_PASSWORD });
    const token = await undoTokenSentTo(rider.email);

    const undone = await undo(token);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toMatch(/restored/);
    expect((await wallet(rider.id, stolen)).statusCode).toBe(401);
    for (const email of [target, rider.email])
      expect((await login(email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    const restored = (await emailsTo(ctx.app, rider.email)).find((mail) => /restored/.test(mail.subject));
    const resetToken = restored?.textBody.match(/\/password\/([\w-]+)/)?.[1] ?? '';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/v1/password/change',
      payload: { token: resetToken, password: 'mine-again-2026', confirm_password: 'mine-again-2026' },
      remoteAddress: nextClientAddress(),
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(rider.email, 'mine-again-2026');
    expect(signedIn.json()).toMatchObject({ email: rider.email, verified: true });
    // Single use.
    expect((await undo(token)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('keeps the old address for its owner while the undo link lives', async () => {
    const rider = await createRider(ctx.app.deps.db);
    await patchProfile(rider.id, await authHeader(ctx.app, rider), {
      email: newAddress(),
      current_password: DEFAULT_PASSWORD,
    });
    const squatter = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users',
      remoteAddress: nextClientAddress(),
      payload: {
        fname: 'Squat',
        lname: 'Ter',
        email: rider.email,
        phone: '08031234567',
        city_id: 1,
        password: 'okada-rider-77',
      },
    });
    expect(squatter.json().code).toBe('EMAIL_TAKEN');
  });

  it('allows 3 changes a day per rider, and 3 a day to one address', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const headers = await authHeader(ctx.app, rider);
    const statuses = [];
    for (let change = 0; change < 4; change++) {
      statuses.push(
        (await patchProfile(rider.id, headers, { email: newAddress(), current_password: DEFAULT_PASSWORD }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    // Riders each move to the same address and are put back by their undo link: the address
    // is mailed 3 times in the day, and not a fourth.
    const target = newAddress();
    const answers = [];
    for (let mover = 0; mover < 4; mover++) {
      const moving = await createRider(ctx.app.deps.db);
      const moved = await patchProfile(moving.id, await authHeader(ctx.app, moving), {
        email: target,
        current_password: DEFAULT_PASSWORD,
      });
      answers.push(moved.statusCode);
      if (moved.statusCode === 200)
        expect((await undo(await undoTokenSentTo(moving.email))).statusCode).toBe(200);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await emailsTo(ctx.app, target)).length).toBe(3);
  });

  it('lets a rider go back to the address they left', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const headers = await authHeader(ctx.app, rider);
    await patchProfile(rider.id, headers, { email: newAddress(), current_password: DEFAULT_PASSWORD });
    const back = await patchProfile(rider.id, headers, {
      email: rider.email,
      current_password: DEFAULT_PASSWORD,
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 429 after 20 profile saves an hour from one rider', async () => {
    const rider = await createRider(ctx.app.deps.db);
    const headers = await authHeader(ctx.app, rider);
    const statuses = [];
    for (let save = 0; save < 21; save++)
      statuses.push((await patchProfile(rider.id, headers, { fname: 'Ada' })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Counted per rider, not per client address: another rider from the same place saves.
    const other = await createRider(ctx.app.deps.db);
    expect(
      (await patchProfile(other.id, await authHeader(ctx.app, other), { fname: 'Bola' })).statusCode,
    ).toBe(200);
  });

  it.each(['Ada\nClick https://evil.example to claim your prize', 'Win at evil.example'])(
    'refuses the name %j, which would be mailed',
    async (fname) => {
      const rider = await createRider(ctx.app.deps.db);
      const response = await patchProfile(rider.id, await authHeader(ctx.app, rider), { fname });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please enter the name on one line, without a web address');
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/v1/users',
        remoteAddress: nextClientAddress(),
        payload: {
          fname,
          lname: 'Eze',
          email: newAddress(),
          phone: '08031234567',
          city_id: 1,
          password: 'okada-77-x',
        },
      });
      expect(registered.statusCode).toBe(400);
    },
  );

  it('mails a new address no stored name that breaks the one-line rule: "Hello," alone', async () => {
    // A name stored before the rule, or vouched for by a partner, carrying a line break and a link.
    const rider = await createRider(ctx.app.deps.db, { fname: 'Ada\nClick https://evil.example now' });
    const target = newAddress();
    const moved = await patchProfile(rider.id, await authHeader(ctx.app, rider), {
      email: target,
      current_password: DEFAULT_PASSWORD,
    });
    expect(moved.statusCode).toBe(200);
    const [verification] = await emailsTo(ctx.app, target);
    expect(verification?.textBody.split('\n')[0]).toBe('Hello,');
    expect(verification?.textBody).not.toContain('evil.example');
    const [notice] = await emailsTo(ctx.app, rider.email);
    expect(notice?.textBody).not.toContain('evil.example');

    // A plain name is still greeted by name.
    const plain = await createRider(ctx.app.deps.db, { fname: 'Ngozi' });
    const plainTarget = newAddress();
    await patchProfile(plain.id, await authHeader(ctx.app, plain), {
      email: plainTarget,
      current_password: DEFAULT_PASSWORD,
    });
    const [plainVerification] = await emailsTo(ctx.app, plainTarget);
    expect(plainVerification?.textBody.split('\n')[0]).toBe('Hello Ngozi,');
  });

  it('still lets a rider register and verify as before', async () => {
    const rider = await registerRider(ctx.app, {}, nextClientAddress());
    expect((await emailsTo(ctx.app, rider.email)).map((mail) => mail.subject)).toEqual([
      'Verify your Shuttle account',
    ]);
  });
});
