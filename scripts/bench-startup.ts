/**
 * `npm run bench:startup`: how long a developer waits (docs/decisions/029). Prints
 *   - first start: `npm start` with no build and no database (a fresh clone after `npm install`):
 *     build, PGlite initdb, migrations, sample data, until /readyz answers;
 *   - restart: `npm start` again on that build and database;
 *   - seed: `npm run db:seed` on a new PGlite directory (from the cached initdb, and with
 *     PGLITE_INITDB_CACHE=off: initdb included, as on a machine's very first run), on one that is
 *     already migrated (the seeding alone), and scripts/db.ts without the V8 flags npm adds (new
 *     directory, cached initdb): wall time and peak memory of the process;
 * with the load average before each. It deletes dist/ (rebuilt by the first start) and works in a
 * temporary directory for the databases. Loopback only. `--seed-only`: the seed figures alone.
 *   npm run bench:startup [-- --port 4790] [-- --seed-only]
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4790' }, 'seed-only': { type: 'boolean', default: false } },
});
const PORT = Number(values.port);
const work = mkdtempSync(join(tmpdir(), 'gaadiparts-bench-startup-'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Starts `npm start` in its own process group and resolves with the seconds until /readyz says ready. */
async function startToReady(env: Record<string, string>): Promise<{ seconds: number; stop(): Promise<void> }> {
  const started = performance.now();
  const child: ChildProcess = spawn(npm, ['start', '--silent'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await exited;
    // npm exits at once; the gateway under it may still be closing (and answering /readyz), so wait
    // for the whole process group, or the restart below would time the old gateway.
    for (;;) {
      try {
        process.kill(-child.pid!, 0);
      } catch {
        return;
      }
      await sleep(50);
    }
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (response.ok) return { seconds: (performance.now() - started) / 1000, stop };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 600_000) {
      await stop();
      throw new Error('not ready after 10 minutes');
    }
    await sleep(50);
  }
}

/**
 * Runs `npm run db:<command>` and returns the figures of its closing line (scripts/db.ts). `bare`:
 * scripts/db.ts without the V8 flags the npm script adds.
 */
function db(
  command: 'migrate' | 'seed',
  dir: string,
  { env = {}, bare = false }: { env?: Record<string, string>; bare?: boolean } = {},
): { seconds: number; peakMb: number } {
  const [program, args] = bare
    ? [process.execPath, ['--import', 'tsx', 'scripts/db.ts', command]]
    : [npm, ['run', `db:${command}`, '--silent']];
  const result = spawnSync(program, args, {
    env: { ...process.env, ...env, DATABASE_URL: `file://${dir}` },
    encoding: 'utf8',
  });
  const match = /done in ([\d.]+) s, peak memory (\d+) MB/.exec(result.stdout);
  if (result.status !== 0 || !match) throw new Error(`db ${command} failed:\n${result.stdout}\n${result.stderr}`);
  return { seconds: Number(match[1]), peakMb: Number(match[2]) };
}

/** Runs `db:seed` as `db` does and prints its figures with the load average before it. */
function seed(label: string, dir: string, options?: Parameters<typeof db>[2]) {
  const loadBefore = load();
  const { seconds, peakMb } = db('seed', dir, options);
  console.log(`${label}: ${seconds.toFixed(1)} s, peak ${peakMb} MB   (load ${loadBefore})`);
}

try {
  const dataDir = join(work, 'pglite');
  const env = { DATABASE_URL: `file://${dataDir}` };
  if (!values['seed-only']) {
    rmSync('dist', { recursive: true, force: true });

    const loadFirst = load();
    const first = await startToReady(env);
    await first.stop();
    console.log(
      `first start (build + new database + sample data) to ready: ${first.seconds.toFixed(1)} s   (load ${loadFirst})`,
    );

    const loadRestart = load();
    const restart = await startToReady(env);
    await restart.stop();
    console.log(`restart to ready: ${restart.seconds.toFixed(1)} s   (load ${loadRestart})`);
  }

  // Also makes the cached initdb when it is missing, so that the next new directory starts from it.
  const migrated = join(work, 'seed-migrated');
  db('migrate', migrated);
  seed('db:seed on a new PGlite directory (cached initdb)', join(work, 'seed-new'));
  seed('db:seed on a new PGlite directory, PGLITE_INITDB_CACHE=off (initdb included)', join(work, 'seed-initdb'), {
    env: { PGLITE_INITDB_CACHE: 'off' },
  });
  seed('db:seed on a migrated PGlite directory (the seeding alone)', migrated);
  seed('scripts/db.ts seed without the V8 flags, new PGlite directory (cached initdb)', join(work, 'seed-bare'), {
    bare: true,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
