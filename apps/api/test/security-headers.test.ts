import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

// A built SPA of one page, so that the HTML answers come from the real static handler.
const webDist = mkdtempSync(join(tmpdir(), 'shuttle-web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Shuttle</title><div id="root"></div>');

const ctx = useTestApp({ env: { WEB_DIST_DIR: webDist } });

/** docs/security.md#headers: the headers every answer carries. */
function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-request-id']).toEqual(expect.any(String));
}

describe('security headers', () => {
  it('are on an HTML page of the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dashboard/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(response.headers);
  });

  it('are on a JSON answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.json()).toMatchObject({ status: 'ok' });
    expectSecurityHeaders(response.headers);
  });

  it('are on a 404 and an error answer', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expectSecurityHeaders(missing.headers);
    const unauthorised = await ctx.app.inject({ method: 'GET', url: '/v1/users/1/wallet' });
    expect(unauthorised.statusCode).toBe(401);
    expectSecurityHeaders(unauthorised.headers);
  });

  it('keep a request id given by the caller, and refuse a hostile one', async () => {
    const given = await ctx.app.inject({
      method: 'GET',
      url: '/v1/version',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const hostile = await ctx.app.inject({
      method: 'GET',
      url: '/v1/version',
      headers: { 'x-request-id': 'a b\u0000<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toContain('<script>');
  });
});
