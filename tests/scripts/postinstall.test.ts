import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_DIR, PGLITE_VERSION } from '../../gateway/store/pristine-data-dir';

const ROOT = join(import.meta.dirname, '../..');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/postinstall.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm install prepares PGlite’s fresh database (scripts/postinstall.mjs)', () => {
  it('is the package’s postinstall step, under the V8 flags that bound its memory', () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.postinstall).toBe('node --liftoff-only --max-semi-space-size=4 scripts/postinstall.mjs');
  });

  it('leaves the dump of the installed PGlite in the cache and says where', () => {
    const { status, stdout } = run({});
    expect(status).toBe(0);
    const file = join(DEFAULT_CACHE_DIR, `pglite-${PGLITE_VERSION}-initdb.tar.gz`);
    expect(existsSync(file)).toBe(true);
    expect(stdout).toContain(`pglite-${PGLITE_VERSION}-initdb.tar.gz`);
  });

  it('does nothing with PGLITE_INITDB_CACHE=off', () => {
    const { status, stdout, stderr } = run({ PGLITE_INITDB_CACHE: 'off' });
    expect(status).toBe(0);
    expect(stdout + stderr).toBe('');
  });
});
