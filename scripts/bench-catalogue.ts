/**
 * `npm run bench:catalogue -- [--engines pglite,postgres] [--pglite file://dir] [--postgres postgres://…]
 *   [--duration 10] [--requests 5000] [--concurrency 10]`: starts the gateway in-process
 * (startGateway) on each database in turn (fill them first with `npm run catalogue:generate`) and
 * drives it over HTTP on localhost with `--concurrency` clients per scenario, for `--duration`
 * seconds or `--requests` requests, whichever comes first. Prints requests/s and p50/p95/p99
 * latency for a category list with two filters and facets, search suggestions while typing, a
 * product page, and a bare `{ __typename }` (the ceiling), the latency of each scenario's first
 * (cold) request, and the load average. A benchmark, not a test: figures only.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { sql } from 'kysely';
import { startGateway } from '../gateway/app';
import { loadConfig } from '../gateway/config';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'pglite,postgres' },
    pglite: { type: 'string', default: process.env.BENCH_PGLITE_URL ?? 'file://.data/bench-pglite' },
    postgres: {
      type: 'string',
      default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/gaadiparts_bench_catalogue',
    },
    duration: { type: 'string', default: '10' },
    requests: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '10' },
    scenarios: { type: 'string', default: 'list,suggest,product,typename' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const MAX_REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);

const CARD = `id slug name sku price { amount } compareAtPrice { amount } stock rating reviews badges brand { slug name } images { url }`;

const LIST = `query List($filters: [ProductFilterInput!], $options: ProductListOptions) {
  products(filters: $filters, options: $options) {
    total page { page pages total } items { ${CARD} categories { slug name } options { slug name type values { slug name color } } }
    filters { slug type value active
      ... on ListFilter { items { slug name count selected color } }
      ... on RangeFilter { min max step from to }
      ... on VehicleFilter { count }
      ... on CategoryFilter { items { slug parentSlug level count selected } } } } }`;

const SUGGEST = `query Suggest($query: String!) {
  searchSuggestions(query: $query) { products { id slug name sku price { amount } images { url } brand { name } } categories { slug name } } }`;

const PRODUCT = `query ProductPage($slug: String!, $id: ID!) {
  product(slug: $slug) { ${CARD} partNumber excerpt description tags compatibility
    brand { slug name country image }
    categories { slug name parent { slug name } }
    options { slug name type values { slug name color } }
    attributes { name slug featured values { name slug } }
    type { slug name attributeGroups { name slug attributes { name slug values { name slug } } } } }
  relatedProducts(productId: $id, limit: 8) { ${CARD} } }`;

/** What a shopper types into the search box, one keystroke at a time. */
const PREFIXES = [
  'b',
  'bo',
  'bos',
  'bosc',
  'bosch',
  'bosch b',
  'bosch br',
  'bosch bra',
  'bosch brake',
  'e',
  'ex',
  'exi',
  'exide',
  'exide bat',
  'sp',
  'spa',
  'spark',
  'spark pl',
  'he',
  'hel',
  'helmet',
  'ngk',
  'ngk ir',
  'mo',
  'mot',
  'motul',
  'motul 7100',
  'brake pad',
  'amarn',
  'castrol 10w',
];

interface Scenario {
  name: string;
  target: number | null;
  /** The i-th request's body. */
  body(i: number): { query: string; variables?: Record<string, unknown> };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs a scenario with CONCURRENCY clients; latencies in ms. */
async function drive(url: string, scenario: Scenario) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION_MS;
  const client = async () => {
    while (performance.now() < deadline && next < MAX_REQUESTS) {
      const body = JSON.stringify(scenario.body(next++));
      const t0 = performance.now();
      try {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const json = (await response.json()) as { errors?: unknown[] };
        latencies.push(performance.now() - t0);
        if (!response.ok || json.errors) throw new Error(JSON.stringify(json.errors ?? response.status).slice(0, 400));
      } catch (error) {
        if (errors++ === 0) console.error(`  ${scenario.name}: first error: ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    n: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function benchEngine(databaseUrl: string) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_ROOT: '',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const gateway = await startGateway(config, pino({ level: 'silent' }));
  // Idle keep-alive connections must outlive the pauses between scenarios (Node closes them after 5 s).
  gateway.server.keepAliveTimeout = 120_000;
  try {
    const { db } = gateway.database;
    const { n: products } = await db
      .selectFrom('products')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const sample = await db
      .selectFrom('products')
      .select(['id', 'slug'])
      .orderBy(sql`md5(id::text)`)
      .limit(500)
      .execute();
    const scenarios: Scenario[] = [
      {
        name: 'list: category + brand + price, facets',
        target: 50,
        body: (i) => ({
          query: LIST,
          variables: {
            filters: [
              { slug: 'category', value: ['brakes-suspension', 'engine-filters', 'electricals-batteries'][i % 3] },
              { slug: 'brand', value: ['bosch,brembo', 'bosch,ngk', 'exide,amaron'][i % 3] },
              { slug: 'price', value: '50000-900000' },
            ],
            options: { page: 1 + (i % 3), sort: (['DEFAULT', 'PRICE_ASC', 'NAME_ASC'] as const)[i % 3] },
          },
        }),
      },
      {
        name: 'searchSuggestions (typed prefixes)',
        target: 30,
        body: (i) => ({ query: SUGGEST, variables: { query: PREFIXES[i % PREFIXES.length] } }),
      },
      {
        name: 'product page (+ related)',
        target: 20,
        body: (i) => ({
          query: PRODUCT,
          variables: { slug: sample[i % sample.length]!.slug, id: String(sample[i % sample.length]!.id) },
        }),
      },
      { name: '{ __typename } (ceiling)', target: null, body: () => ({ query: '{ __typename }' }) },
    ];
    const wanted = args.scenarios.split(',');
    const keys = ['list', 'suggest', 'product', 'typename'];
    const results = [];
    for (const [index, scenario] of scenarios.entries()) {
      if (!wanted.includes(keys[index]!)) continue;
      // The first request of a scenario is cold (nothing cached in the process, e.g. the list's
      // reference data); then 19 more warm it up before the measured run.
      let first = 0;
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        await (
          await fetch(`${gateway.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(scenario.body(i)),
          })
        ).text();
        if (i === 0) first = performance.now() - t0;
      }
      results.push({ scenario, first, ...(await drive(gateway.url, scenario)) });
    }
    return { engine: gateway.database.engine, products, results };
  } finally {
    await gateway.close();
  }
}

async function main() {
  const engines = args.engines.split(',').map((e) => e.trim());
  const ms = (v: number) => v.toFixed(1).padStart(7);
  console.log(
    `catalogue benchmark: ${CONCURRENCY} clients, ${args.duration} s or ${MAX_REQUESTS} requests per scenario, HTTP on localhost`,
  );
  for (const engine of engines) {
    const url = engine === 'pglite' ? args.pglite : engine === 'postgres' ? args.postgres : null;
    if (!url) throw new Error(`unknown engine ${engine} (pglite or postgres)`);
    const { products, results } = await benchEngine(url);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\n${engine} (${products} products, ${url.replace(/\/\/[^@/]*@/, '//')}; load average after the run ${load} on ${availableParallelism()} CPUs)`,
    );
    console.log(
      `${'scenario'.padEnd(42)} ${'n'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cold ms'.padStart(8)}  target p95`,
    );
    for (const r of results) {
      const verdict =
        r.scenario.target === null ? '' : `${r.p95 <= r.scenario.target ? 'ok' : 'MISSED'} (≤ ${r.scenario.target} ms)`;
      const errors = r.errors ? ` ${r.errors} errors` : '';
      console.log(
        `${r.scenario.name.padEnd(42)} ${String(r.n).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.first).padStart(8)}  ${verdict}${errors}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
