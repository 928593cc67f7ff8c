import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

/**
 * A small morning rush (docs/decisions/278) as CI runs it: `npm run rush` with 200 riders and
 * 10 buses over one simulated minute at six times real speed, on two product processes, one
 * Postgres and Redis. Whatever the latencies on a shared machine, the end checks must hold: no
 * 5xx, the ledger audit clean, no seat oversold, every answered booking and scan stored, every
 * job run once. Postgres tier only: more than one process needs it.
 */
const target = inject('testDatabase');
const ROOT = join(import.meta.dirname, '../../..');
const folder = mkdtempSync(join(tmpdir(), 'shuttle-rush-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Report {
  checks: { name: string; ok: boolean; detail: string }[];
  calls: { call: string; count: number; byStatus: Record<string, number> }[];
  delivery: { delivered: number; watchersOpen: number };
}

describe('npm run rush, small', () => {
  it('books, cancels, scans and delivers positions across two processes, and every end check holds', async () => {
    if (target.kind !== 'postgres') throw new Error('the rush runs on the Postgres tier only');
    const json = join(folder, 'report.json');
    const child = spawn(
      'node',
      [
        '--import',
        'tsx',
        'bench/rush/cli.ts',
        ...['--riders', '200', '--buses', '10', '--minutes', '1', '--speed', '6', '--workers', '2'],
        ...['--json', json],
      ],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          RUSH_DATABASE_URL: target.source,
          ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
          HOME: process.env.HOME ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(report.checks.filter((check) => !check.ok)).toEqual([]);
    expect(report.checks.map((check) => check.name)).toEqual([
      'no 5xx and no call unanswered',
      'ledger audit clean',
      'no seat oversold',
      'every answered booking and cancellation stored',
      'every answered scan stored',
      'the cancelled run holds no ride',
      'every job run once',
    ]);
    // The morning happened: riders booked, drivers scanned, watchers got positions.
    const booking = report.calls.find((call) => call.call === 'POST booking');
    expect(booking?.byStatus['201']).toBeGreaterThan(100);
    expect(report.calls.find((call) => call.call === 'POST driver check-ins')?.count).toBeGreaterThan(0);
    expect(report.delivery.watchersOpen).toBe(40);
    expect(report.delivery.delivered).toBeGreaterThan(0);
  }, 180_000);
});
