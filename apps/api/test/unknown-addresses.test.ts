import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';

/** Issue 17: unknown and malformed addresses answer `{ message, code }` and never echo the path. */
const ctx = useTestApp();

describe('unknown and malformed addresses', () => {
  it.each([
    ['/v1/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404, 'NOT_FOUND'],
    ['/v1/no-such-thing', 404, 'NOT_FOUND'],
    ['/v1/bus-stops/%E0%A4%A', 400, 'BAD_REQUEST'],
    ['/v1/%', 400, 'BAD_REQUEST'],
  ])('%s answers %d %s without echoing the path', async (url, status, code) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe(code);
    expect(response.body).not.toContain('script');
    expect(response.body).not.toContain('no-such-thing');
    expect(response.body).not.toContain('%');
  });
});

describe('a known address asked with a method it does not take', () => {
  it.each([
    ['DELETE', '/v1/login', 'POST'],
    ['PUT', '/v1/bus-stops', 'GET, HEAD'],
    ['POST', '/v1/users/12/wallet', 'GET, HEAD'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({
      message: 'This address does not take this method.',
      code: 'METHOD_NOT_ALLOWED',
    });
  });

  it('answers 404 when nothing at all lives at the address', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});
