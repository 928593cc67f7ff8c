import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** ADR 138: /metrics in Prometheus text, to loopback callers or the token's holder only. */
const TOKEN = 'metrics-token-for-the-test-0123';
let plain: TestApp;
let withToken: TestApp;
let onItsOwnPort: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  withToken = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  onItsOwnPort = await createTestApp({ env: { METRICS_PORT: '9464' } });
});
afterAll(async () => {
  for (const { app, database } of [plain, withToken, onItsOwnPort]) {
    await app?.close();
    await database?.close();
  }
});

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, never by the raw address', async () => {
    await plain.app.inject({ method: 'GET', url: '/v1/bus-stops' });
    await plain.app.inject({ method: 'GET', url: '/v1/users/12345/wallet' });
    plain.app.deps.metrics.streamOpened();
    plain.app.deps.metrics.streamOpened();
    plain.app.deps.metrics.streamClosed();
    const answer = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/bus-stops",status="200"\} 1/,
    );
    expect(answer.body).toContain('route="/v1/users/:userId/wallet",status="401"');
    expect(answer.body).not.toContain('12345');
    expect(answer.body).toMatch(/sse_connections 1\b/);
    expect(answer.body).toMatch(/sse_connections_opened_total 2\b/);
    expect(answer.body).toMatch(/job_queue_depth\{queue="billing\.weekly"\} 0/);
    expect(answer.body).toMatch(/outbox_lag_seconds 0/);
  });

  it('refuses a caller that is not on this machine, or that a proxy forwarded', async () => {
    const remote = await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const forwarded = await plain.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('lets the holder of METRICS_TOKEN in from anywhere, and nobody with a wrong one', async () => {
    const call = (authorization: string) =>
      withToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization },
      });
    expect((await call(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await call(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await call('Bearer')).statusCode).toBe(404);
  });

  it('is not on the public port when METRICS_PORT names another', async () => {
    expect((await onItsOwnPort.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
