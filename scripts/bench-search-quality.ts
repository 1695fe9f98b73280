/**
 * `npm run bench:search-quality`: runs the query set of scripts/search-quality/queries.ts through
 * the search suggestions (the first four products, as the search box shows them) on a fresh
 * in-memory PGlite with the sample catalogue and the shipped search lexicon, and prints the share
 * of queries whose four suggestions hold a product of the expected part type, per group and in
 * all, the queries that missed, and every query whose first suggestion is of another part type.
 * A measurement, not a test: it prints figures (docs/decisions/035). `--limit N` looks at N
 * suggestions instead of 4.
 */
import { parseArgs } from 'node:util';
import { createCatalogueService } from '../gateway/catalogue/catalogue.service';
import { createPGlite, databaseFromPGlite } from '../gateway/store/database';
import { migrateToLatest } from '../gateway/store/migrate';
import { runSeeds } from '../gateway/store/seed';
import { QUERIES, type QueryGroup } from './search-quality/queries';

const { values: args } = parseArgs({ options: { limit: { type: 'string', default: '4' } } });
const limit = Number(args.limit);

const database = databaseFromPGlite(await createPGlite());
try {
  await migrateToLatest(database.db);
  await runSeeds(database.db);
  const types = new Map(
    (await database.db.selectFrom('product_types').select(['id', 'slug']).execute()).map((t) => [t.id, t.slug]),
  );
  const catalogue = createCatalogueService(database.db);
  const groups = new Map<QueryGroup, { found: number; all: number }>();
  const missed: string[] = [];
  const wrongFirst: string[] = [];
  const started = performance.now();
  for (const query of QUERIES) {
    const products = await catalogue.searchProducts(query.q, limit);
    const slugs = products.map((p) => types.get(p.type_id) ?? '?');
    const found = slugs.some((s) => query.types.includes(s));
    const group = groups.get(query.group) ?? { found: 0, all: 0 };
    group.all++;
    if (found) group.found++;
    groups.set(query.group, group);
    const shown = `${query.q} → [${slugs.join(', ')}] (wanted ${query.types.join('|')})`;
    if (!found) missed.push(shown);
    if (slugs.length > 0 && !query.types.includes(slugs[0]!)) wrongFirst.push(shown);
  }
  const ms = performance.now() - started;
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
  console.log(`search quality: ${QUERIES.length} queries, first ${limit} suggestions each\n`);
  for (const [group, { found, all }] of groups) console.log(`${group.padEnd(10)} ${found}/${all}  ${pct(found, all)}`);
  const found = [...groups.values()].reduce((n, g) => n + g.found, 0);
  console.log(`${'all'.padEnd(10)} ${found}/${QUERIES.length}  ${pct(found, QUERIES.length)} (goal ≥ 90 %)`);
  console.log(`\nmissed (${missed.length}):${missed.map((m) => `\n  ${m}`).join('')}`);
  console.log(`wrong part type first (${wrongFirst.length}, goal 0):${wrongFirst.map((m) => `\n  ${m}`).join('')}`);
  console.log(`\n${(ms / QUERIES.length).toFixed(1)} ms per query on average (one at a time, in-process PGlite)`);
} finally {
  await database.close();
}
