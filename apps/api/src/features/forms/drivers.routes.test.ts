import { driverApplications, sql } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { driverBody, nextClientAddress } from '../../../test/forms-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifyPassword } from '../accounts/passwords.ts';

const ctx = useTestApp();

const submit = (payload: unknown, remoteAddress = nextClientAddress()) =>
  ctx.app.inject({ method: 'POST', url: '/v1/drivers', payload: payload as object, remoteAddress });

const storedFor = (email: string) =>
  ctx.database.db
    .select()
    .from(driverApplications)
    .where(sql`lower(${driverApplications.email}) = lower(${email})`);

describe('POST /v1/drivers', () => {
  it('stores the application with an argon2id hash of the password, never the password', async () => {
    const body = driverBody();
    const response = await submit(body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you for signing up to drive with us! We will be in touch about the next steps.',
    );
    const [stored] = await storedFor(body.email);
    expect(stored).toMatchObject({ fname: 'Emeka', lname: 'Nwosu', phone: '08059876543' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(stored)).not.toContain(body.password);
    expect(await verifyPassword(stored?.passwordHash ?? '', body.password)).toBe(true);
  });

  it('refuses a second application for the same email in any case with the server message', async () => {
    const body = driverBody();
    await submit(body);
    const again = await submit(driverBody({ email: body.email.toUpperCase(), fname: 'Ikenna' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An application with this email address already exists.',
      code: 'EMAIL_TAKEN',
    });
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it('answers a retried submission with the first answer instead of a conflict', async () => {
    const body = driverBody();
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    expect(second?.json()).toEqual(first?.json());
    expect(await storedFor(body.email)).toHaveLength(1);
  });

  it.each([
    [{ fname: '' }, 'Please enter your first name'],
    [{ lname: undefined }, 'Please enter your last name'],
    [{ email: '' }, 'Please enter your email address'],
    [{ phone: '' }, 'Please enter a valid phone number'],
    [{ phone: '0805987654' }, 'Phone number must be at least 11 digits'],
    [{ phone: 8059876543 }, 'Please enter a valid phone number'],
    [{ password: '' }, 'Please enter a password'],
    [{ password: 'abc12' }, 'Password must have at least 6 characters.'],
    [{ password: '123456' }, 'This password is too common. Please choose another one.'],
    [{ role: 'operator' }, 'Unrecognized key: "role"'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const body = driverBody(overrides);
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    if (typeof body.email === 'string' && body.email) expect(await storedFor(body.email)).toHaveLength(0);
  });

  it('answers a body that is not JSON with 400 and one that is too big with 413', async () => {
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/v1/drivers',
      headers: { 'content-type': 'application/json' },
      payload: '{"fname": ',
      remoteAddress: nextClientAddress(),
    });
    expect(broken.statusCode).toBe(400);
    const huge = await submit(driverBody({ fname: 'x'.repeat(1024 * 1024 + 1) }));
    expect(huge.statusCode).toBe(413);
  });

  it('answers a flood from one address with 429', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 20; i++) expect((await submit({}, address)).statusCode).toBe(400);
    const refused = await submit(driverBody(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
