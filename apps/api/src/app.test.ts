import { createTestDatabase } from '@shuttle/db/testing/test-database';
import { describe, expect, inject, it } from 'vitest';
import { testConfig, useTestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';

const ctx = useTestApp();

describe('every answer', () => {
  it.each([
    ['a JSON answer', '/v1/health'],
    ['an error answer', '/v1/no-such-route'],
  ])('carries the security headers on %s', async (_kind, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });
});

describe('bad requests', () => {
  it('answers 413 to a JSON body over 1 MiB', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.ng', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.ng", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The body is not valid JSON.', code: 'BAD_REQUEST' });
  });

  it('answers 400 to a deeply nested body, without falling over', async () => {
    const depth = 50_000;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`,
    });
    expect(response.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a@example.ng',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 with the error shape for an unknown API path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 without the error, its stack or its SQL', async () => {
    const database = await createTestDatabase(inject('testDatabase'));
    const app = await buildApp({ config: testConfig(), database });
    const internals = 'relation "secret_table" does not exist (SELECT password_hash FROM users)';
    app.get('/v1/boom', async () => {
      throw new Error(internals);
    });
    try {
      await app.ready();
      const response = await app.inject({ method: 'GET', url: '/v1/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      expect(response.body).not.toContain('secret_table');
      expect(response.body).not.toContain('password_hash');
      expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /v1/docs', () => {
  it('is an OpenAPI 3 document listing the accounts paths', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const [path, method] of [
      ['/v1/users', 'post'],
      ['/v1/login', 'post'],
      ['/v1/logout', 'post'],
      ['/v1/users/{userId}', 'patch'],
      ['/v1/users/{userId}/verify', 'post'],
      ['/v1/users/{userId}/verify/resend', 'post'],
      ['/v1/password', 'post'],
      ['/v1/password/change', 'post'],
    ] as const) {
      expect(document.paths[path], path).toHaveProperty(method);
    }
    expect(Object.keys(document.paths)).not.toContain('/v1/dev/mailbox');
  });
});

describe('GET /v1/city', () => {
  it('lists Lagos with the fields the spec asks for', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/city?fields[city]=id,name' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({ id: 1, name: 'Lagos' });
  });
});
