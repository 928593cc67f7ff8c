import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const parent = () => {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-modes-'));
  folders.push(folder);
  return folder;
};

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every mode under `folder` (itself included), as `d700`/`f600` counts. */
function modesUnder(folder: string): Record<string, number> {
  const counts: Record<string, number> = { [`d${modeOf(folder)}`]: 1 };
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const key = `${entry.isDirectory() ? 'd' : 'f'}${modeOf(join(entry.parentPath, entry.name))}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('the embedded database folder', () => {
  it('is created 0700 with every file in it 0600', async () => {
    const dataDir = join(parent(), 'data');
    const handle = await openPglite(dataDir);
    await handle.close();
    expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['d700', 'f600']);
  });

  it('is narrowed to its owner when an older release left it open to others', async () => {
    const dataDir = join(parent(), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    await (await openPglite(dataDir)).close();
    chmodSync(dataDir, 0o755);
    for (const entry of readdirSync(join(dataDir, 'pgdata'), { withFileTypes: true })) {
      if (entry.isFile()) chmodSync(join(entry.parentPath, entry.name), 0o666);
    }
    const handle = await openPglite(dataDir);
    await handle.close();
    expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['d700', 'f600']);
  });
});
