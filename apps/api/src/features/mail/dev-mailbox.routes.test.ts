import { describe, expect, it } from 'vitest';
import { registerRider } from '../../../test/accounts-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('the development mailbox (APP_MODE=demo)', () => {
  it('lists what the product emailed, newest first', async () => {
    const first = await registerRider(ctx.app);
    const second = await registerRider(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const recipients = response.json<{ data: { to: string }[] }>().data.map((email) => email.to);
    expect(recipients.indexOf(second.email)).toBeLessThan(recipients.indexOf(first.email));
    expect(recipients.indexOf(first.email)).toBeGreaterThanOrEqual(0);
  });

  // The demo's mailbox is the demo's, whoever reaches it; production has none (production-mode.test.ts).
  it.each(['127.0.0.1', '203.0.113.5'])(
    'answers %s alike, so that no proxy decides who reads it',
    async (remoteAddress) => {
      const response = await ctx.app.inject({ method: 'GET', url: '/v1/dev/mailbox', remoteAddress });
      expect(response.statusCode).toBe(200);
    },
  );

  it('shows the page with every email escaped', async () => {
    const rider = await registerRider(ctx.app, { fname: '<script>alert(1)</script>' });
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(rider.email);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&#60;script&#62;');
  });
});
