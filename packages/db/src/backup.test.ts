import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';
import { openPglite } from './client.ts';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'shuttle-backup-'));
  folders.push(made);
  return made;
};
/** One stopped server's folder for every test: making an embedded database takes seconds. */
let dataDir: string;
const kept: string[] = [];
beforeAll(async () => {
  dataDir = await dataFolderWithARow();
  kept.push(...folders.splice(0));
}, 60_000);
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});
afterAll(() => {
  for (const made of kept) rmSync(made, { recursive: true, force: true });
});

/** An embedded database holding one row, and one uploaded file, closed as a stopped server leaves it. */
async function dataFolderWithARow(): Promise<string> {
  const dataDir = folder();
  const handle = await openPglite(dataDir);
  await handle.exclusive(0, (query) =>
    query("CREATE TABLE kept (word text); INSERT INTO kept VALUES ('Ikeja')"),
  );
  await handle.close();
  mkdirSync(join(dataDir, 'uploads', 'avatars'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', 'avatars', 'a'.repeat(32)), 'picture');
  return dataDir;
}

describe('npm run backup / restore of the embedded database', () => {
  it('copies the database and uploads, and a restore into a new folder opens with the same data', async () => {
    const backup = join(folder(), 'backup');
    expect(backupDataDir(dataDir, backup)).toEqual(['pgdata', 'uploads']);
    const restored = join(folder(), 'restored');
    expect(restoreDataDir(backup, restored)).toEqual(['pgdata', 'uploads']);
    expect(existsSync(join(restored, 'uploads', 'avatars', 'a'.repeat(32)))).toBe(true);
    const handle = await openPglite(restored);
    try {
      expect(await handle.exclusive(0, (query) => query('SELECT word FROM kept'))).toEqual([
        { word: 'Ikeja' },
      ]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('refuses while a server holds the folder, saying to stop it, and copies nothing', async () => {
    // pid 1 always runs: the folder is in use by another process.
    writeFileSync(join(dataDir, 'database.lock'), '1');
    const backup = join(folder(), 'backup');
    try {
      expect(() => backupDataDir(dataDir, backup)).toThrow(BackupError);
      expect(() => backupDataDir(dataDir, join(folder(), 'other'))).toThrow(
        /in use by another process \(pid 1\)[\s\S]*stop the server/,
      );
      expect(existsSync(join(backup, 'pgdata'))).toBe(false);
    } finally {
      rmSync(join(dataDir, 'database.lock'));
    }
  }, 60_000);

  it('never restores over a database, nor from a folder that is not a backup', async () => {
    const backup = join(folder(), 'backup');
    backupDataDir(dataDir, backup);
    expect(() => restoreDataDir(backup, dataDir)).toThrow(/already holds a database/);
    expect(() => restoreDataDir(folder(), join(folder(), 'new'))).toThrow(/not a backup/);
    expect(() => backupDataDir(dataDir, backup)).toThrow(/already exists/);
  }, 60_000);
});
