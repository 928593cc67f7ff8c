import { count, paymentEvents, sql } from '@shuttle/db';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { signPaystackBody } from '../src/features/payments/paystack-signature.ts';
import { registerErrorHandler } from '../src/shared/error-handler.ts';
import { authHeader, createRider } from './factories.ts';
import { useTestApp } from './test-app.ts';

/** Issue "no 5xx from hostile but well-formed input" (docs/security.md#hostile-inputs, ADR 105). */
const ctx = useTestApp({ env: { PAYMENTS_PROVIDER: 'sandbox' } });

const registration = (overrides: Record<string, unknown>) => ({
  fname: 'Ada',
  lname: 'Obi',
  email: `hostile-${Math.random().toString(36).slice(2)}@example.ng`,
  phone: '08031234567',
  city_id: 1,
  password: 'a-long-passphrase-9',
  ...overrides,
});

describe('hostile input', () => {
  it.each([
    [{ fname: 'A\u0000da' }, 'fname'],
    [{ lname: '\ud800' }, 'lname'],
  ])('refuses %j at sign-up with a clear 400', async (overrides, field) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: registration(overrides),
      remoteAddress: '10.66.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field,
      message: 'Text may not contain NUL characters or broken Unicode.',
    });
  });

  it.each([2_147_483_648, 999_999])(
    'refuses city %d: out of range or not a city we serve',
    async (cityId) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/users',
        payload: registration({ city_id: cityId }),
        remoteAddress: '10.66.0.2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      const rider = await createRider(ctx.database.db);
      const patch = await ctx.app.inject({
        method: 'PATCH',
        url: `/v1/users/${rider.id}`,
        headers: await authHeader(ctx.app, rider),
        payload: { city_id: cityId },
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    },
  );

  it('refuses a signed webhook nested 5,000 deep or carrying NUL, and stores nothing', async () => {
    const before = await ctx.database.db.select({ n: count() }).from(paymentEvents);
    for (const body of [
      `{"event":"charge.success","data":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      '{"event":"charge.success","data":{"reference":"ref\\u0000","status":"success","amount":100,"currency":"NGN"}}',
      '{"event":"subscription.create","data":{"note":"\\ud800"}}',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks/paystack',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': signPaystackBody(body, ctx.config.PAYSTACK_SECRET_KEY),
        },
        payload: body,
      });
      expect(response.statusCode, body.slice(0, 60)).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    const after = await ctx.database.db.select({ n: count() }).from(paymentEvents);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers a data or constraint error the database still raises with 400, other errors with 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const db = ctx.database.db;
    app.get('/data', async () => db.execute(sql`select ${'2147483648'}::int4`));
    app.get('/constraint', async () => db.execute(sql`insert into users (fname) values ('only a name')`));
    app.get('/other', async () => db.execute(sql`select * from no_such_table`));
    const data = await app.inject({ method: 'GET', url: '/data' });
    expect(data.statusCode).toBe(400);
    expect(data.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    const constraint = await app.inject({ method: 'GET', url: '/constraint' });
    expect(constraint.statusCode).toBe(400);
    expect(constraint.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    await app.close();
  });
});
