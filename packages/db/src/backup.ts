import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

/**
 * Backups of the embedded database folder (docs/decisions/139-deployment-and-backups.md). PGlite writes its
 * files while it runs, so a copy taken then could be torn: the copy is made under the folder's
 * lock, which a running server holds, so a backup while it runs is refused with a clear message
 * instead. Postgres is backed up with pg_dump (README).
 */

const MANIFEST = 'shuttle-backup.json';
/** What a data folder holds that a backup keeps: the database and the uploaded files. */
const PARTS = ['pgdata', 'uploads'] as const;

export class BackupError extends Error {
  override name = 'BackupError';
}

function locked<T>(dataDir: string, work: () => T): T {
  let release: () => void;
  try {
    release = acquireDirectoryLock(dataDir);
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      throw new BackupError(
        `${error.message}\nA copy of a database that is being written could be torn: stop the server, then run this again.`,
      );
    }
    throw error;
  }
  try {
    return work();
  } finally {
    release();
  }
}

/** Copies the data folder's database and uploads into `destination`, a new folder. */
export function backupDataDir(dataDir: string, destination: string): string[] {
  if (!existsSync(join(dataDir, 'pgdata'))) {
    throw new BackupError(`There is no embedded database in ${resolve(dataDir)} (DATA_DIR).`);
  }
  if (existsSync(destination)) throw new BackupError(`${destination} already exists: name a new folder.`);
  return locked(dataDir, () => {
    mkdirSync(destination, { recursive: true, mode: 0o700 });
    const copied = PARTS.filter((part) => existsSync(join(dataDir, part)));
    for (const part of copied) {
      cpSync(join(dataDir, part), join(destination, part), { recursive: true, preserveTimestamps: true });
    }
    writeFileSync(
      join(destination, MANIFEST),
      `${JSON.stringify({ kind: 'embedded', createdAt: new Date().toISOString(), parts: copied }, null, 2)}\n`,
      { mode: 0o600 },
    );
    return copied;
  });
}

/** Puts a backup into `dataDir`, which must not hold a database: nothing is ever overwritten. */
export function restoreDataDir(source: string, dataDir: string): string[] {
  const manifestPath = join(source, MANIFEST);
  if (!existsSync(manifestPath)) throw new BackupError(`${source} is not a backup made by npm run backup.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { parts: string[] };
  if (existsSync(join(dataDir, 'pgdata'))) {
    throw new BackupError(
      `${resolve(dataDir)} already holds a database: move it away (or set DATA_DIR to a new folder), then restore.`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return locked(dataDir, () => {
    const parts = PARTS.filter((part) => manifest.parts.includes(part) && existsSync(join(source, part)));
    for (const part of parts) {
      cpSync(join(source, part), join(dataDir, part), { recursive: true, preserveTimestamps: true });
    }
    return parts;
  });
}
