import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../gateway/store/database';
import { DatabaseLockedError } from '../../../gateway/store/directory-lock';
import { migrateToLatest } from '../../../gateway/store/migrate';
import { MIGRATIONS } from '../../../gateway/store/migrations';
import { runSeeds, SEEDERS } from '../../../gateway/store/seed';
import { createTestDatabase, testEngines } from '../../support/test-database';

describe.each(testEngines())('store on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('has applied every migration, and applying again changes nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await database.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((r) => (r as { name: string }).name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
  });

  it('seeds once: running the seeders again adds nothing', async () => {
    const count = async () => (await database.db.selectFrom('currencies').select('code').execute()).length;
    expect(await count()).toBe(3);
    expect(await runSeeds(database.db)).toEqual([]);
    expect(await count()).toBe(3);
    const runs = await database.db.selectFrom('seed_runs').select('name').execute();
    expect(runs.map((r) => r.name).sort()).toEqual(SEEDERS.map((s) => s.name).sort());
  });

  it('keeps exactly one default currency', async () => {
    await expect(
      database.db
        .insertInto('currencies')
        .values({ code: 'GBP', symbol: '£', name: 'Pound', rate: '0.01', position: 9, is_default: true })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

describe('migrations across domain number ranges', () => {
  it('applies a migration that sorts before ones already applied', async () => {
    const { createPGlite, databaseFromPGlite } = await import('../../../gateway/store/database');
    const { Migrator } = await import('kysely/migration');
    const database = databaseFromPGlite(await createPGlite());
    try {
      // An older database made before the countries migration (0250) was released, but after the
      // vehicles ones (0300+): the new migration sorts before applied ones.
      const released = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name !== '0250-countries'));
      const older = new Migrator({ db: database.db, provider: { getMigrations: async () => released } });
      expect((await older.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(database.db)).toEqual(['0250-countries']);
    } finally {
      await database.close();
    }
  });
});

describe('PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener with a clear error and is free again after close', async () => {
    const dataDir = join(dir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    // A live process other than us holds the lock: simulate it with our parent's pid.
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already in use by process/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await expect(again.ping()).resolves.toBeUndefined();
    await again.close();
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = join(dir, 'stale');
    const { writeFileSync, mkdirSync } = await import('node:fs');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dataDir}.lock`, '999999999');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
  });
});
