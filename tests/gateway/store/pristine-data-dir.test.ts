import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_BULK_LOAD_SETTINGS } from '../../../gateway/store/database';
import { holdsDatabase, PGLITE_VERSION, pristineDataDir } from '../../../gateway/store/pristine-data-dir';

describe('the cached fresh initdb (pristine-data-dir.ts)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pristine-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made when missing, replaces the dump of another PGlite version, and is then reused as it is', async () => {
    const cache = join(dir, 'cache');
    const other = join(cache, 'pglite-0.4.0-initdb.tar.gz');
    mkdirSync(cache, { recursive: true });
    writeFileSync(other, 'a dump made by another PGlite version');

    const file = await pristineDataDir(cache);
    expect(file).toBe(join(cache, `pglite-${PGLITE_VERSION}-initdb.tar.gz`));
    expect(existsSync(other)).toBe(false);
    // gzip, and a whole data directory (about 40 MB unpacked, 4.5 MB packed)
    expect(statSync(file!).size).toBeGreaterThan(1_000_000);
    const made = statSync(file!).mtimeMs;

    expect(await pristineDataDir(cache)).toBe(file);
    expect(statSync(file!).mtimeMs).toBe(made);
  }, 120_000);

  it('is not made with PGLITE_INITDB_CACHE=off, nor where it cannot be written: PGlite runs initdb then', async () => {
    const cache = join(dir, 'off');
    process.env.PGLITE_INITDB_CACHE = 'off';
    try {
      expect(await pristineDataDir(cache)).toBeUndefined();
    } finally {
      delete process.env.PGLITE_INITDB_CACHE;
    }
    expect(existsSync(cache)).toBe(false);
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    expect(await pristineDataDir(join(file, 'cache'))).toBeUndefined();
  });

  it('is what a new data directory starts from, with the settings given for that run only', async () => {
    const dataDir = join(dir, 'pglite');
    expect(holdsDatabase(dataDir)).toBe(false);
    const database = await openDatabase({ kind: 'pglite', dataDir }, undefined, {
      pgliteSettings: PGLITE_BULK_LOAD_SETTINGS,
    });
    try {
      expect(holdsDatabase(dataDir)).toBe(true);
      const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
      expect(rows[0]!.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  }, 120_000);
});
