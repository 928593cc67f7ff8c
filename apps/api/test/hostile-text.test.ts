import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/** docs/security.md#hostile-inputs: markup and SQL in names are stored as text and come back unchanged. */
const ctx = useTestApp();

describe('hostile text in names', () => {
  it.each([
    ['<script>alert(1)</script>', "O'Brien'; DROP TABLE users; --"],
    ['"><img src=x onerror=alert(1)>', "Robert'); DELETE FROM wallets; --"],
  ])('stores %j and %j as plain text', async (fname, lname) => {
    const email = `hostile-${Math.random().toString(36).slice(2)}@example.ng`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/users',
      payload: { fname, lname, email, phone: '08031234567', city_id: 1, password: 'plain-text-only-9' },
      remoteAddress: `10.77.0.${Math.floor(Math.random() * 250)}`,
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const wallet = await ctx.app.inject({
      method: 'GET',
      url: `/v1/users/${user.id}/wallet`,
      headers: { authorization: `Bearer ${user.token.token}` },
    });
    expect(wallet.json()).toMatchObject({ fname, lname, wallet: { balance_kobo: 0 } });
    // The tables the text names are still there and still answer.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email, password: 'plain-text-only-9' },
    });
    expect(login.statusCode).toBe(200);
  });
});
