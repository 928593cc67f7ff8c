import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a lock file holding this process's id. A lock left by a process that no longer runs
 * (a crash, a kill -9) is taken over; a live one is refused with a message that says what to do.
 * Returns the release function.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = join(dir, 'database.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DirectoryLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock the embedded database in ${dir}.`);
}
