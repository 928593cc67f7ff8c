import { describe, expect, inject, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const ctx = useTestApp();

describe('GET /v1/ready', () => {
  it('is ready while the database answers, and 503 with a retry hint once the process drains', async () => {
    const ready = await ctx.app.inject({ method: 'GET', url: '/v1/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    const closed: string[] = [];
    ctx.app.deps.lifecycle.onDrain(() => {
      closed.push('stream');
    });
    await ctx.app.deps.lifecycle.drain();
    expect(closed).toEqual(['stream']);
    const draining = await ctx.app.inject({ method: 'GET', url: '/v1/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers['retry-after']).toBe('2');
    expect(draining.json()).toEqual({ status: 'draining' });
    // A stream opened while draining is told at once.
    ctx.app.deps.lifecycle.onDrain(() => {
      closed.push('late stream');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toEqual(['stream', 'late stream']);
    // Liveness does not follow readiness: the process is alive while it drains.
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(200);
  });
});

describe('GET /v1/health', () => {
  it('answers ok and names the database it reached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: inject('testDatabase').kind });
  });

  it('needs no token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { authorization: 'Bearer expired.or.wrong' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /v1/ready without a database', () => {
  it('answers 503 database_unreachable', async () => {
    const { app, database } = await createTestApp();
    await database.close();
    const answer = await app.inject({ method: 'GET', url: '/v1/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'database_unreachable' });
    await app.close();
  });
});
