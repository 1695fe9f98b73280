import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createPGlite, createPgPool, databaseFromPGlite, databaseFromPgPool } from '../../gateway/store/database';
import { migrateToLatest } from '../../gateway/store/migrate';
import { runSeeds } from '../../gateway/store/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a migrated and seeded PGlite data directory. */
    pgliteTemplate: string;
    /** Name of a migrated and seeded PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite database for the whole run and dumps it to a file: every test
 * file clones it (PGlite loadDataDir) instead of migrating and seeding its own (about 10 s each).
 */
export default async function setup(project: TestProject) {
  const path = join(tmpdir(), `storefront-pglite-template-${process.pid}-${Date.now()}.tar`);
  const pglite = await createPGlite();
  const database = databaseFromPGlite(pglite);
  await migrateToLatest(database.db);
  await runSeeds(database.db);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', path);
  const postgresTemplate = await createPostgresTemplate();
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  return async () => {
    rmSync(path, { force: true });
    await postgresTemplate?.drop();
  };
}

/** With TEST_DATABASE_URL: one migrated, seeded database that test files copy (CREATE DATABASE … TEMPLATE). */
async function createPostgresTemplate(): Promise<{ name: string; drop(): Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `storefront_template_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = databaseFromPgPool(createPgPool(url.toString(), 2));
  await migrateToLatest(database.db);
  await runSeeds(database.db);
  await database.close();
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
