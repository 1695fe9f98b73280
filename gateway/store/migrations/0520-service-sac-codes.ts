import { type Kysely, sql } from 'kysely';
import { SAC_BY_PACKAGE, SAC_BY_SERVICE } from '../../workshops/seed/sac-codes';

/**
 * Every service package's SAC code (6 digits, chapter 99), whose GST rate `gst_rates` gives
 * (migration 0207, docs/decisions/025). Packages already stored get their service's code
 * (services/seed/sac-codes.ts), or their own where SAC_BY_PACKAGE names one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_packages add column sac_code text`.execute(db);
  const byService = Object.entries(SAC_BY_SERVICE).map(([id, code]) => sql`(${id}, ${code})`);
  await sql`
    update service_packages p set sac_code = d.code
    from (values ${sql.join(byService)}) as d (service_id, code)
    where p.service_id = d.service_id`.execute(db);
  for (const [id, code] of Object.entries(SAC_BY_PACKAGE)) {
    await sql`update service_packages set sac_code = ${code} where id = ${id}`.execute(db);
  }
  const { rows: unmapped } = await sql<{ id: string }>`
    select id from service_packages where sac_code is null order by id`.execute(db);
  if (unmapped.length > 0) {
    throw new Error(
      `Service packages without a SAC code: ${unmapped.map((r) => r.id).join(', ')} (add them to SAC_BY_SERVICE)`,
    );
  }
  await sql`alter table service_packages alter column sac_code set not null`.execute(db);
  await sql`alter table service_packages add constraint service_packages_sac_code check (sac_code ~ '^99[0-9]{4}$')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_packages drop column sac_code`.execute(db);
}
