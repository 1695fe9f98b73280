import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { MIGRATIONS } from './migrations';

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Domains own number ranges (docs/project-structure.md), so a new migration of one domain can
    // sort before migrations another domain already applied; each is still applied exactly once.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    throw new Error(`Database migration failed${where}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
