import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETED_PAGES, firstLoadFiles, readManifest } from './first-load.mjs';
import { type Figure, ROOT, ratio } from './lib.ts';

const gzipBytes = (files: string[]) =>
  files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0);

/** Builds the minimal React 19 + Vite page in this run; returns its output folder. */
export function buildMinimalPage(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'shuttle-minimal-'));
  execFileSync('npx', ['vite', 'build', '-c', 'bench/minimal-app/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, MINIMAL_OUT_DIR: outDir },
  });
  return outDir;
}

/** First-load JS (gzip) of each budgeted page beside the minimal page (docs/speed.md#first-load). */
export async function run(minimalDir = buildMinimalPage()): Promise<Figure[]> {
  const minimal = gzipBytes(firstLoadFiles(readManifest(minimalDir), minimalDir));
  const dist = join(ROOT, 'apps/web/dist');
  const manifest = readManifest(dist);
  return BUDGETED_PAGES.map(({ page, module }) => {
    const ours = gzipBytes(firstLoadFiles(manifest, dist, module));
    const value = ratio(ours, minimal);
    const isHome = page === '/';
    return {
      name: `first-load JS of ${page} (gzip)`,
      ours: { label: page, value: ours / 1000, unit: 'kB' },
      baseline: { label: 'minimal React 19 + Vite page', value: minimal / 1000, unit: 'kB' },
      ratio: value,
      goal: isHome ? '<= 1.6x and < 110 kB' : 'reported',
      met: isHome ? value <= 1.6 && ours < 110_000 : true,
    };
  });
}
