import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

const CLIENT = join(import.meta.dirname, 'client.ts');

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'shuttle-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A database set up once for the file: a new embedded folder costs seconds of set-up that no test
 * here is about, so the tests that open one start from a copy (the lock is all they look at).
 */
let initialised: string;
beforeAll(async () => {
  initialised = mkdtempSync(join(tmpdir(), 'shuttle-lock-initialised-'));
  await (await openPglite(initialised)).close();
}, 60_000);
afterAll(() => rmSync(initialised, { recursive: true, force: true }));
const initialisedDataDir = () => {
  const folder = dataDir();
  cpSync(join(initialised, 'pgdata'), join(folder, 'pgdata'), { recursive: true });
  return folder;
};

/** Opens the embedded database in `folder` from another Node process, as a second server would. */
function openFromAnotherProcess(folder: string) {
  const script = `
    const { openPglite } = await import(${JSON.stringify(CLIENT)});
    try {
      const handle = await openPglite(${JSON.stringify(folder)});
      await handle.close();
      console.log('opened');
    } catch (error) {
      console.log(error.name + ': ' + error.message);
      process.exitCode = 3;
    }
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['--eval', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

const lockFile = (folder: string) => join(folder, 'database.lock');

describe('the embedded database folder lock', () => {
  it('refuses a second process on the same folder with a message that says what to do', async () => {
    const folder = initialisedDataDir();
    const handle = await openPglite(folder);
    try {
      const second = openFromAnotherProcess(folder);
      expect(second.status).toBe(3);
      expect(second.stdout).toContain(
        `DirectoryLockedError: The embedded database in ${folder} is in use by another process (pid ${process.pid}). ` +
          'Stop that process, or set DATA_DIR to another folder.',
      );
      expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile(folder))).toBe(false);
    expect(openFromAnotherProcess(folder).stdout).toContain('opened');
  }, 120_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const folder = initialisedDataDir();
    writeFileSync(lockFile(folder), String(deadPid()));
    const handle = await openPglite(folder);
    try {
      expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(process.pid));
    } finally {
      await handle.close();
    }
    expect(existsSync(lockFile(folder))).toBe(false);
  }, 60_000);

  it('takes over an empty or unreadable lock file', () => {
    const folder = dataDir();
    writeFileSync(lockFile(folder), 'not a pid');
    const release = acquireDirectoryLock(folder);
    expect(readFileSync(lockFile(folder), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockFile(folder))).toBe(false);
  });

  it('refuses within one process too when the holder is alive', () => {
    const folder = dataDir();
    // pid 1 always runs; the lock is not ours, so it must be refused.
    writeFileSync(lockFile(folder), '1');
    expect(() => acquireDirectoryLock(folder)).toThrow(DirectoryLockedError);
    expect(readFileSync(lockFile(folder), 'utf8')).toBe('1');
  });
});
