import { auditLog, eq } from '@shuttle/db';
import { describe, expect, it } from 'vitest';
import { riderHeader } from '../../../test/booking-factories.ts';
import { createRider } from '../../../test/factories.ts';
import { auditRowsBy, createOperator, opsCall } from '../../../test/operations-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** The dead-letter view (ADR 135): operators see jobs that failed every retry and send them back. */
describe('GET /v1/ops/jobs/dead and its retry call', () => {
  const ctx = useTestApp();

  async function deadJob(): Promise<{ id: string; attempts: () => number }> {
    const jobs = ctx.app.deps.jobs;
    let attempts = 0;
    let fail = true;
    jobs.define(
      `test.dead-${Math.random().toString(36).slice(2, 8)}`,
      async () => {
        attempts++;
        if (fail) {
          fail = false;
          throw new Error('the mail provider refused');
        }
      },
      { retryLimit: 0 },
    );
    const name = (await jobs.stats()).at(-1)?.name as string;
    await jobs.start();
    const id = await jobs.send(name, {});
    for (let tries = 0; tries < 100 && !(await jobs.dead()).some((job) => job.id === id); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { id, attempts: () => attempts };
  }

  it('lists a dead job with its error for operators, and for nobody else', async () => {
    const { id } = await deadJob();
    const operator = await createOperator(ctx.app);
    const answer = await opsCall(ctx.app, operator, 'GET', '/jobs/dead');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toContainEqual(
      expect.objectContaining({ id, error: 'the mail provider refused', retries: 0 }),
    );
    const rider = await createRider(ctx.app.deps.db);
    const asRider = await ctx.app.inject({
      method: 'GET',
      url: '/v1/ops/jobs/dead',
      headers: await riderHeader(ctx.app, rider),
    });
    expect(asRider.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/ops/jobs/dead' })).statusCode).toBe(401);
  });

  it('runs a dead job again on request, with one audit row; an unknown id is 404 and leaves none', async () => {
    const job = await deadJob();
    const operator = await createOperator(ctx.app);
    const retried = await opsCall(ctx.app, operator, 'POST', `/jobs/dead/${job.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: job.id, retried: true });
    for (let tries = 0; tries < 100 && job.attempts() < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(job.attempts()).toBe(2);
    const rows = await ctx.app.deps.db.select().from(auditLog).where(eq(auditLog.actorId, operator.user.id));
    expect(rows).toMatchObject([{ action: 'job.retry', entity: 'job', entityId: job.id }]);

    const again = await opsCall(ctx.app, operator, 'POST', `/jobs/dead/${job.id}/retry`);
    expect(again.statusCode).toBe(404);
    const unknown = await opsCall(ctx.app, operator, 'POST', '/jobs/dead/not-a-uuid/retry');
    expect(unknown.statusCode).toBe(400);
    expect(await auditRowsBy(ctx.app, operator.user.id)).toBe(1);
  });
});
