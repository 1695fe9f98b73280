import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { lockOwner } from './lock-owner';

export interface DirectoryLock {
  release(): void;
}

/** The data directory is locked by another live process; the message says who, where, and how to clear it. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    message: string,
    readonly details: { dataDir: string; lockPath: string; pid: number | null; possiblyStale: boolean } = {
      dataDir: '',
      lockPath: '',
      pid: null,
      possiblyStale: false,
    },
  ) {
    super(message);
  }
}

/**
 * The error for a lock held by a live process. Process ids are reused: when that process is not a
 * Node.js process, or started after the lock was written, the lock is probably left over from a
 * gateway that was killed, and the message says so.
 */
function lockedError(dataDir: string, lockPath: string, pid: number): DatabaseLockedError {
  const owner = lockOwner(pid);
  const writtenAt = statSync(lockPath, { throwIfNoEntry: false })?.mtime ?? null;
  const notNode = owner.command !== null && !owner.isNode;
  const youngerThanLock = !!(owner.startedAt && writtenAt && owner.startedAt.getTime() > writtenAt.getTime() + 1000);
  const clear = `If no gateway is running on it, delete ${lockPath} and start again.`;
  const who = owner.command ? `process ${pid} (${owner.command})` : `process ${pid}`;
  const message =
    notNode || youngerThanLock
      ? `The database in ${dataDir} is locked by ${who}, which ${notNode ? 'is not a Node.js process' : 'started after the lock was written'}: the lock (${lockPath}) is probably stale. ${clear}`
      : `The database in ${dataDir} is already in use by ${who} (lock file ${lockPath}). ` +
        'Stop that process, or start this one with another DATABASE_URL (e.g. memory:// or postgres://…). ' +
        clear;
  return new DatabaseLockedError(message, { dataDir, lockPath, pid, possiblyStale: notNode || youngerThanLock });
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
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner))
        throw lockedError(dataDir, lockPath, owner);
      rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the database directory ${dataDir} (lock file ${lockPath}).`, {
    dataDir,
    lockPath,
    pid: null,
    possiblyStale: false,
  });
}
