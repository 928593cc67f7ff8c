import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarker } from '../src/shared/web-app.ts';
import { authHeader, createRider } from './factories.ts';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test-app.ts';

/**
 * ADR 110: one switch between the demo and production. Production has no sandbox payments
 * and no mailbox at all, whoever asks; the demo has both and says so on every page.
 */
const webDist = mkdtempSync(join(tmpdir(), 'shuttle-web-'));
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><title>Shuttle</title><body><div id="root"></div></body>',
);

const apps: Record<'demo' | 'production', TestApp> = {} as Record<'demo' | 'production', TestApp>;
beforeAll(async () => {
  apps.demo = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  apps.production = await createTestApp({ env: { ...PRODUCTION_ENV, WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  for (const { app, database } of Object.values(apps)) {
    await app.close();
    await database.close();
  }
});

/** Every demo-only API route, as a request a rider of `ctx` could make. */
async function demoOnlyRequests(ctx: TestApp) {
  const rider = await createRider(ctx.database.db);
  const headers = await authHeader(ctx.app, rider);
  return [
    { method: 'GET', url: '/v1/dev/mailbox' },
    { method: 'GET', url: '/v1/sandbox/checkout/unknown-code' },
    { method: 'POST', url: '/v1/sandbox/checkout/unknown-code/pay' },
    {
      method: 'POST',
      url: `/v1/users/${rider.id}/wallet/bank-account/simulated-transfers`,
      headers,
      payload: { amount_kobo: 500_000 },
    },
    { method: 'POST', url: '/v1/demo/sessions', payload: { role: 'operator' } },
  ] as const;
}

describe('production (APP_MODE=production)', () => {
  it('has no mailbox and no sandbox routes, from any address', async () => {
    const ctx = apps.production;
    for (const request of await demoOnlyRequests(ctx)) {
      for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
        const response = await ctx.app.inject({ ...request, remoteAddress });
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 404 });
      }
    }
    // The page address is the app's like any unknown page: its shell, never the mailbox.
    const page = await ctx.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('mailbox');
    const documented = Object.keys(
      (await ctx.app.inject({ url: '/v1/docs/openapi.json' })).json<{ paths: object }>().paths,
    );
    expect(documented.filter((path) => /sandbox|simulated|mailbox|demo/.test(path))).toEqual([]);
  });

  it('has no demo accounts and no simulation: no job of the demo, no demo account made', async () => {
    const ctx = apps.production;
    const jobs = (await ctx.app.deps.jobs.stats()).map((queue) => queue.name);
    expect(jobs).toContain('outbox.sweep');
    expect(jobs.filter((name) => name.startsWith('demo.'))).toEqual([]);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/v1/demo/sessions',
      payload: { role: 'admin' },
    });
    expect(signIn.statusCode).toBe(404);
    expect(
      await ctx.app.services.accounts.findByEmail(ctx.database.db, 'admin@demo.shuttle.ng'),
    ).toBeUndefined();
  });

  it('pays through Paystack and sends pages without the demo marker', async () => {
    const ctx = apps.production;
    expect((await ctx.app.inject({ url: '/v1/payments/settings' })).json()).toEqual({ provider: 'paystack' });
    const page = await ctx.app.inject({ url: '/dashboard/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('demo-banner');
  });
});

describe('the demo (APP_MODE=demo)', () => {
  it('has the mailbox and the sandbox routes', async () => {
    const ctx = apps.demo;
    for (const request of await demoOnlyRequests(ctx)) {
      const response = await ctx.app.inject(request);
      // The sandbox checkout of an unknown code is a 404 of its own, with its own message.
      expect(response.json<{ message?: string }>().message ?? '').not.toMatch(/^No route/);
    }
    expect((await ctx.app.inject({ url: '/dev/mailbox' })).body).toContain('<h1>Development mailbox</h1>');
    expect((await ctx.app.inject({ url: '/v1/payments/settings' })).json()).toEqual({ provider: 'sandbox' });
  });

  it('runs the living day and signs a visitor in as any role at once', async () => {
    const ctx = apps.demo;
    const jobs = (await ctx.app.deps.jobs.stats()).map((queue) => queue.name);
    expect(jobs).toEqual(expect.arrayContaining(['demo.simulation', 'demo.history']));
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/v1/demo/sessions',
      payload: { role: 'driver' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ email: 'driver@demo.shuttle.ng', role: 'driver', verified: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/v1/demo/sessions',
      payload: { role: 'driver' },
    });
    expect(again.json<{ id: number }>().id).toBe(signIn.json<{ id: number }>().id);
    const runs = await ctx.app.inject({
      url: '/v1/driver/runs?date=2026-03-02',
      headers: { authorization: `Bearer ${signIn.json<{ token: { token: string } }>().token.token}` },
    });
    expect(runs.statusCode).toBe(200);
  });

  it('marks every page as the demo, compressed or not', async () => {
    const ctx = apps.demo;
    const plain = await ctx.app.inject({ url: '/dashboard/home' });
    expect(plain.body).toContain('<aside class="demo-banner" aria-label="Demo">Demo: payments are simulated');
    expect(plain.body.indexOf('demo-banner')).toBeLessThan(plain.body.indexOf('<div id="root">'));
    const compressed = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('names only the stand-ins this demo uses', () => {
    const config = apps.demo.config;
    expect(demoMarker({ ...config, SMTP_URL: 'smtp://127.0.0.1:2525' })).toBe(
      '<aside class="demo-banner" aria-label="Demo">Demo: payments are simulated.</aside>',
    );
    expect(demoMarker({ ...config, SMTP_URL: 'smtp://127.0.0.1:2525', PAYMENTS_PROVIDER: 'paystack' })).toBe(
      '<aside class="demo-banner" aria-label="Demo">Demo.</aside>',
    );
  });
});
