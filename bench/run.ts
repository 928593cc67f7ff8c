import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { Figure } from './lib.ts';
import { ROOT } from './lib.ts';

/**
 * `npm run bench`: every figure of docs/speed.md, side by side, in one run.
 * `npm run bench -- framework bundle` runs only the named benches.
 */
const BENCHES: Record<string, () => Promise<{ run: () => Promise<Figure[]> }>> = {
  framework: () => import('./framework.bench.ts'),
  discovery: () => import('./discovery.bench.ts'),
  bundle: () => import('./bundle.bench.ts'),
  'login-flood': () => import('./login-flood.bench.ts'),
  lighthouse: () => import('./lighthouse.bench.ts'),
  booking: () => import('./booking.bench.ts'),
  'live-tracking': () => import('./live-tracking.bench.ts'),
  rush: () => import('./rush.bench.ts'),
};

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const names = only.length > 0 ? only : Object.keys(BENCHES);
  console.log('Building the SPA for the page benchmarks...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  const figures: Figure[] = [];
  for (const name of names) {
    const load = BENCHES[name];
    if (!load) throw new Error(`no bench named ${name}; choose from ${Object.keys(BENCHES).join(', ')}`);
    console.log(`\n▶ ${name}`);
    const results = await (await load()).run();
    for (const figure of results) {
      figures.push(figure);
      console.log(
        `  ${figure.met ? 'ok  ' : 'MISS'} ${figure.name}\n` +
          `       ${figure.ours.label}: ${format(figure.ours.value)} ${figure.ours.unit}` +
          ` | ${figure.baseline.label}: ${format(figure.baseline.value)} ${figure.baseline.unit}` +
          ` | ratio ${figure.ratio.toFixed(2)}x (goal ${figure.goal})` +
          (figure.notes ? `\n       ${figure.notes}` : ''),
      );
    }
  }
  const resultsDir = join(ROOT, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  writeFileSync(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine, figures }, null, 2)}\n`,
  );
  console.log(`\nWrote bench/results/latest.json (${figures.length} figures).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
