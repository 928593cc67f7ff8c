import { createTestDatabaseUrl } from '@shuttle/db/testing/test-database';
import Fastify from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { InProcessJobs, type Jobs, PgBossJobs } from './jobs.ts';

/**
 * ADR 135: one job interface, two queues. Both are driven through the same steps; the Postgres
 * tier runs pg-boss on its own database, the other tier the in-process queue.
 */
const target = inject('testDatabase');
const log = Fastify({ logger: false }).log;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** One queue per process: on Postgres every process of a test shares one database. */
async function newQueues(processes: number): Promise<Jobs[]> {
  if (target.kind === 'postgres') {
    const { url, drop } = await createTestDatabaseUrl(target);
    cleanups.push(drop);
    return Array.from({ length: processes }, () => new PgBossJobs(url, log));
  }
  // The embedded database is one process's: one in-process queue.
  return [new InProcessJobs(log)];
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe(`the job queue (${target.kind === 'postgres' ? 'pg-boss' : 'in-process'})`, () => {
  it('retries a failing job, sends it to the dead letters after its last retry, and runs it again on request', async () => {
    const [jobs] = (await newQueues(1)) as [Jobs];
    const runs: { retry: number; jobId: string; data: unknown }[] = [];
    let failing = true;
    jobs.define<{ rider: number }>(
      'test.flaky',
      async (data, job) => {
        runs.push({ retry: job.retry, jobId: job.jobId, data });
        if (failing) throw new Error('the provider is down');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await jobs.start();
    cleanups.push(() => jobs.stop());
    const id = await jobs.send('test.flaky', { rider: 7 });
    await until(async () => (await jobs.dead()).some((job) => job.id === id), 'the job is dead');
    expect(runs.map((run) => run.retry)).toEqual([0, 1]);
    expect(runs.every((run) => run.jobId === id)).toBe(true);
    expect(runs[0]?.data).toEqual({ rider: 7 });
    const [dead] = await jobs.dead();
    expect(dead).toMatchObject({ id, name: 'test.flaky', error: 'the provider is down' });
    expect((await jobs.stats()).find((queue) => queue.name === 'test.flaky')).toMatchObject({ dead: 1 });

    failing = false;
    expect(await jobs.retry(id)).toBe(true);
    await until(async () => (await jobs.dead()).length === 0 && runs.length === 3, 'the retried job ran');
    // Only a dead job can be retried.
    expect(await jobs.retry(id)).toBe(false);
    expect(await jobs.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
  }, 60_000);

  it('runs a scheduled job once per period across two processes, never two at once', async () => {
    const processes = await newQueues(2);
    let running = 0;
    let overlap = false;
    let runs = 0;
    for (const jobs of processes) {
      jobs.every('test.tick', 1, async () => {
        running++;
        if (running > 1) overlap = true;
        // Longer than the period: the next period's run waits for this one.
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        running--;
        runs++;
      });
      await jobs.start();
    }
    const started = Date.now();
    await until(() => runs >= 2, 'two runs');
    for (const jobs of processes) await jobs.stop();
    const periods = Math.ceil((Date.now() - started) / 1000) + 1;
    expect(overlap).toBe(false);
    expect(runs).toBeLessThanOrEqual(periods);
  }, 60_000);

  it('turns a schedule of 0 seconds off and refuses names that are not dotted lowercase words', async () => {
    const jobs = new InProcessJobs(log);
    jobs.every('test.off', 0, async () => undefined);
    expect((await jobs.stats()).map((queue) => queue.name)).toEqual([]);
    expect(() => jobs.define('Bad Name', async () => undefined)).toThrow(/lowercase/);
    await expect(jobs.send('test.unknown', {})).rejects.toThrow(/no job named/);
  });
});
