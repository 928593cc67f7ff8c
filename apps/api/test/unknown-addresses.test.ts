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
