import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPGlite,
  createPgPool,
  type Database,
  databaseFromPGlite,
  databaseFromPgPool,
  type Engine,
  openPGliteThread,
} from '../../gateway/store/database';
import { migrateToLatest } from '../../gateway/store/migrate';
import { runSeeds } from '../../gateway/store/seed';

/**
 * Engines the store tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Each test file gets its own database.
 */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let template: Promise<string> | null = null;

/**
 * The file of a migrated and seeded PGlite data directory: the dump made once per run by
 * tests/setup/pglite-template.ts, or built here when a test runs without that setup.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const path = inject('pgliteTemplate');
    if (path) return path;
    const pglite = await createPGlite();
    const database = databaseFromPGlite(pglite);
    await migrateToLatest(database.db);
    await runSeeds(database.db);
    const dump = await pglite.dumpDataDir('none');
    await database.close();
    const own = join(tmpdir(), `storefront-pglite-template-${process.pid}-${Date.now()}.tar`);
    writeFileSync(own, Buffer.from(await dump.arrayBuffer()));
    process.once('exit', () => rmSync(own, { force: true }));
    return own;
  })();
  return template;
}

async function createPostgresDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated, seeded template (tests/setup/pglite-template.ts) when there is one.
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = databaseFromPgPool(createPgPool(url.toString(), 20));
  if (!template) {
    await migrateToLatest(database.db);
    await runSeeds(database.db);
  }
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated and seeded database on the given engine. Close it in afterAll. PGlite runs in
 * its worker thread behind the same dialect as `npm start` (pglite-thread-dialect.ts, prepared
 * statements), so the API tests exercise the production path (docs/decisions/016, issue #20).
 */
export async function createTestDatabase(engine: Engine = 'pglite'): Promise<Database> {
  if (engine === 'postgres') return createPostgresDatabase();
  return openPGliteThread(undefined, undefined, await pgliteTemplate());
}
