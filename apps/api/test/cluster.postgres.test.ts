import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createTestDatabaseUrl } from '@shuttle/db/testing/test-database';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './crash/product-process.ts';

/**
 * ADR 137 and 139: `WORKERS=2 npm run serve`, the container image's own command, runs two API
 * processes on one port, sums their metrics on METRICS_PORT, and drains on SIGTERM. Postgres
 * tier only: more than one process needs DATABASE_URL.
 */
const target = inject('testDatabase');
const ROOT = join(import.meta.dirname, '../../..');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function until(check: () => Promise<boolean>, what: string, output: () => string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} never happened:\n${output()}`);
}

describe('WORKERS=2 npm run serve', () => {
  it('serves from two processes on one port, with their metrics summed, and exits 0 on SIGTERM', async () => {
    if (target.kind !== 'postgres') throw new Error('the cluster runs on the Postgres tier only');
    const { url, drop } = await createTestDatabaseUrl(target);
    cleanups.push(drop);
    const [port, metricsPort] = [await freePort(), await freePort()];
    let output = '';
    const child: ChildProcess = spawn('npm', ['run', 'serve', '--silent'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        APP_MODE: 'demo',
        // A still demo (ADR 275): the living day is not what this test is about.
        DEMO_SIMULATION: 'off',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATABASE_URL: url,
        DATA_DIR: '/nonexistent-cluster',
        WORKERS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    cleanups.push(() => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    }
    const pids = () =>
      new Set([...output.matchAll(/"pid":(\d+)[^\n]*Shuttle is running/g)].map((match) => match[1]));
    await until(
      async () => pids().size === 2,
      'two workers running',
      () => output,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`http://127.0.0.1:${port}/v1/ready`).then((answer) => answer.status),
      ),
    );
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const count = metrics.match(
      /http_request_duration_seconds_count\{method="GET",route="\/v1\/ready",status="200"\} (\d+)/,
    );
    // Summed over both workers: every one of the six answers is counted, whichever answered it.
    expect(Number(count?.[1])).toBe(6);

    // As in the container: npm alone gets SIGTERM, passes it to node, the primary to its workers.
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toMatch(/SIGTERM: draining, then closing/);
  }, 90_000);
});
