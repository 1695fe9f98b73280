/**
 * PostgreSQL plans a prepared statement for its values on its first five runs, then keeps one
 * generic plan when that costs no more. Planning is most of a short statement's work, above all
 * in PGlite (WebAssembly), so the statements every page runs must reach a generic plan
 * (docs/decisions/021). A LIMIT or a `true` sent as a parameter keeps one from it: the plan is
 * costed for an unknown limit, or cannot use a partial index (`where direct`).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../../../gateway/catalogue/catalogue.service';
import { type Database, openPGliteThread } from '../../../gateway/store/database';
import { migrateToLatest } from '../../../gateway/store/migrate';
import { runSeeds } from '../../../gateway/store/seed';
import { createTestDatabase, testEngines } from '../../support/test-database';

describe.each(testEngines())('generic plans (%s)', (engine) => {
  let database: Database;

  beforeAll(async () => {
    // The gateway's PGlite runs in its worker thread, which prepares statements (the in-thread
    // PGlite of the other tests does not).
    if (engine === 'pglite') {
      database = await openPGliteThread();
      await migrateToLatest(database.db);
      await runSeeds(database.db);
    } else database = await createTestDatabase(engine);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  /**
   * Runs `work` 12 times on one connection, then gives, for its statement that matches `like`
   * (and not `unlike`), how often it ran on a generic plan and what that plan is (`values` by
   * parameter type).
   */
  async function plan(
    like: string,
    values: Record<string, string>,
    work: (catalogue: ReturnType<typeof createCatalogueService>, i: number) => Promise<unknown>,
    unlike = '',
  ) {
    // One connection, so its prepared statements can be read back.
    return database.db.connection().execute(async (connection) => {
      // A window of its own, so the search statement is not one another test prepared.
      const catalogue = createCatalogueService(connection, { bestSellerWindow: 777 });
      for (let i = 0; i < 12; i++) await work(catalogue, i);
      const { rows } = await sql<{ statement: string; types: string[]; generic_plans: number; custom_plans: number }>`
        select statement, parameter_types::text[] as types, generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like ${like} and statement not like ${unlike} and statement not like '%pg_prepared_statements%'`.execute(
        connection,
      );
      expect(rows).toHaveLength(1);
      const [{ statement, types, generic_plans, custom_plans }] = rows as [(typeof rows)[number]];
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      try {
        await sql.raw(`prepare generic_plan_check as ${statement}`).execute(connection);
        const args = types.map((type) => values[type] ?? `null::${type}`).join(', ');
        const explained = await sql
          .raw<{ 'QUERY PLAN': string }>(`explain execute generic_plan_check(${args})`)
          .execute(connection);
        return {
          genericPlans: generic_plans,
          customPlans: custom_plans,
          plan: explained.rows.map((r) => r['QUERY PLAN']).join('\n'),
        };
      } finally {
        await sql`deallocate generic_plan_check`.execute(connection).catch(() => {});
        await sql`reset plan_cache_mode`.execute(connection);
      }
    });
  }

  it('search suggestions: the best-seller step, on the sales index alone', async () => {
    // Words the search lexicon does not read ("brake" names part types: its own step, decision 035).
    const { genericPlans, plan: generic } = await plan('%limit 777) w%', { text: "'bosch'" }, (catalogue, i) =>
      catalogue.searchProducts(['bra', 'bosch', 'exide', 'amaron'][i % 4]!, 4),
    );
    expect(genericPlans).toBeGreaterThanOrEqual(6);
    expect(generic).toMatch(/Index Only Scan using product_search_best_sellers/);
  });

  it.runIf(engine === 'pglite')('search suggestions: the rare-match step, generic from its first run', async () => {
    const codes = (
      await database.db.selectFrom('products').select('part_number').orderBy('id').limit(12).execute()
    ).map((r) => r.part_number);
    const { genericPlans, customPlans } = await plan('%count(*)::int from m)%generic plan%', {}, (catalogue, i) =>
      catalogue.searchProducts(codes[i]!, 9),
    );
    expect(customPlans).toBe(0);
    expect(genericPlans).toBe(12);
  });

  it.runIf(engine === 'pglite')('search suggestions: typo matches, generic from their first run', async () => {
    // With 4 the closest words fill the page among the best sellers; with 60 they do not, and
    // every typo match is ranked.
    const found: string[][] = [];
    const work = async (catalogue: ReturnType<typeof createCatalogueService>) => {
      found.push((await catalogue.searchProducts('amarn', 4)).map((p) => p.name));
      await catalogue.searchProducts('amarn', 60);
    };
    const words = await plan('%from unnest(%generic plan%', {}, work);
    const window = await plan('%like any(%limit 4)%generic plan%', {}, work);
    const ranking = await plan('%(4 - (%generic plan%', {}, work, '%like any(%');
    for (const statement of [words, window, ranking]) {
      expect(statement.customPlans).toBe(0);
      expect(statement.genericPlans).toBeGreaterThanOrEqual(12);
    }
    expect(found[0]!.length).toBe(4);
    expect(found[0]!.every((name) => /amaron/i.test(name))).toBe(true);
    expect(new Set(found.map((names) => names.join()))).toHaveProperty('size', 1);
  });

  it('related products, on the partial index of direct links', async () => {
    const ids = (await database.db.selectFrom('products').select('id').orderBy('id').limit(12).execute()).map(
      (r) => r.id,
    );
    const { genericPlans, plan: generic } = await plan('%as "theirs"%', { integer: String(ids[0]) }, (catalogue, i) =>
      catalogue.related(ids[i]!, 8),
    );
    expect(genericPlans).toBeGreaterThanOrEqual(6);
    expect(generic).toMatch(/product_categories_direct_sales/);
  });
});
