import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresDatabase, postgresAnswers, postgresUrl, startApp } from '../support/e2e';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory the built gateway migrated and seeded; startApp() copies it. */
    e2eDataDir: string;
    /** A PostgreSQL database the built gateway migrated and seeded; startAppOnPostgres() copies it ('' without a server). */
    e2ePostgresTemplate: string;
  }
}

/**
 * Once per browser run (docs/decisions/045): builds what is out of date, then lets the built
 * gateway migrate and seed one PGlite directory and one PostgreSQL database, exactly as a first
 * `npm start` does. Every test file's app then starts on a copy of one of them (a directory copy,
 * `CREATE DATABASE … TEMPLATE`) instead of running initdb, the migrations and the sample data again.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--quiet'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (status ${build.status})`);

  const root = mkdtempSync(join(tmpdir(), 'storefront-e2e-template-'));
  const dataDir = join(root, 'data');
  const postgresName = `storefront_e2e_template_${process.pid}`;
  const withPostgres = await postgresAnswers();
  const templates = [startApp({ DATABASE_URL: `file://${dataDir}` }, { fresh: true })];
  if (withPostgres) {
    await dropPostgresDatabase(postgresName);
    templates.push(startApp({ DATABASE_URL: postgresUrl(postgresName) }, { fresh: true }));
  }
  for (const app of await Promise.all(templates)) await app.stop();

  project.provide('e2eDataDir', dataDir);
  project.provide('e2ePostgresTemplate', withPostgres ? postgresName : '');
  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (withPostgres) await dropPostgresDatabase(postgresName);
  };
}
