import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process on the same directory would corrupt it.
 * A lock file beside the directory holds the owner's pid; a stale lock (dead pid) is taken over.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = `${resolve(dataDir)}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseLockedError(
          `The database in ${dataDir} is already in use by process ${owner}. ` +
            'Stop that process, or start this one with another DATABASE_URL (e.g. memory:// or postgres://…).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the database directory ${dataDir}.`);
}
