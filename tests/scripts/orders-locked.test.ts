import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/database';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'storefront-orders-lock-'));
const children: ChildProcess[] = [];

/** A live process holding a lock: a Node.js one (like a gateway) or another program. */
function live(command: string, args: string[]): number {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** `npm run orders -- list` on the data directory; its exit code and what it printed. */
async function orders(dataDir: string) {
  try {
    await run(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', 'list'], {
      env: { ...process.env, DATABASE_URL: `file://${dataDir}` },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run orders while the embedded database is locked', () => {
  it('says in one line that a gateway holds it and what to do, with no stack trace', async () => {
    const dataDir = join(dir, 'running');
    const gateway = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // The lock names a live Node.js process that started before it was written: a running gateway.
      const pid = live(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      writeFileSync(`${dataDir}.lock`, String(pid));
      const { code, stderr } = await orders(dataDir);
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `The shop's database (${dataDir}) is open in a running gateway (process ${pid}); an embedded database ` +
          'serves one process. Stop the gateway (Ctrl+C), run this command, start it again — or run the shop on ' +
          'PostgreSQL (DATABASE_URL=postgres://…), where staff commands work while it runs. ' +
          `If no gateway is running, delete ${dataDir}.lock.`,
      ]);
    } finally {
      writeFileSync(`${dataDir}.lock`, String(process.pid));
      await gateway.close();
    }
  });

  it('names a lock held by a process id now used by another program as probably stale', async () => {
    const dataDir = join(dir, 'reused-pid');
    const pid = live('sleep', ['60']);
    writeFileSync(`${dataDir}.lock`, String(pid));
    const { stderr } = await orders(dataDir);
    expect(stderr.trim().split('\n')).toEqual([
      `The database in ${dataDir} is locked by process ${pid} (sleep), which is not a Node.js process: ` +
        `the lock (${dataDir}.lock) is probably stale. If no gateway is running on it, delete ${dataDir}.lock and start again.`,
    ]);
  });

  it('names a lock older than the Node.js process holding its id as probably stale', async () => {
    const dataDir = join(dir, 'old-lock');
    const pid = live(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(`${dataDir}.lock`, String(pid));
    const hourAgo = new Date(Date.now() - 3600_000);
    utimesSync(`${dataDir}.lock`, hourAgo, hourAgo);
    const { stderr } = await orders(dataDir);
    expect(stderr).toMatch(/which started after the lock was written: the lock \(.*old-lock\.lock\) is probably stale/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
