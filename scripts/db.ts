/**
 * `npm run db:migrate` / `npm run db:seed`: apply migrations, or migrations and the sample data,
 * to the database named by DATABASE_URL (the same one `npm start` uses). Both are idempotent.
 * Run them through npm: the scripts add `--liftoff-only --max-semi-space-size=4` (docs/decisions/029).
 */
import { ConfigError, loadConfig } from '../gateway/config';
import { openDatabase, PGLITE_BULK_LOAD_SETTINGS } from '../gateway/store/database';
import { migrateToLatest } from '../gateway/store/migrate';
import { DatabaseSetupError } from '../gateway/store/postgres-setup';
import { runSeeds } from '../gateway/store/seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('usage: node --import tsx scripts/db.ts migrate|seed');
    process.exit(2);
  }
  const started = performance.now();
  const config = loadConfig();
  // A one-off bulk load: a small PGlite buffer pool; package.json also runs this file with V8 flags
  // that keep WebAssembly code unoptimised and the JavaScript heaps small (docs/decisions/029).
  const database = await openDatabase(config.database, undefined, { pgliteSettings: PGLITE_BULK_LOAD_SETTINGS });
  try {
    const migrated = await migrateToLatest(database.db);
    console.log(migrated.length ? `migrated: ${migrated.join(', ')}` : 'migrations: up to date');
    if (command === 'seed') {
      const seeded = await runSeeds(database.db);
      console.log(seeded.length ? `seeded: ${seeded.join(', ')}` : 'sample data: already present');
    }
  } finally {
    await database.close();
  }
  // Peak memory of the whole process, PGlite's worker thread included (scripts/bench-startup.ts reads it).
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`done in ${seconds} s, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseSetupError ? error.message : error);
  process.exit(1);
});
