import { randomBytes } from 'node:crypto';
/**
 * `npm run bench:catalogue -- [--engines pglite,postgres] [--pglite file://dir] [--postgres postgres://…]
 *   [--duration 10] [--requests 5000] [--concurrency 10]`: starts the gateway in-process
 * (startGateway) on each database in turn (fill them first with `npm run catalogue:generate`) and
 * drives it over HTTP on localhost with `--concurrency` keep-alive clients per scenario, for
 * `--duration` seconds or `--requests` requests, whichever comes first. The clients run in a
 * worker thread (bench-load-worker.ts), not on the gateway's event loop. Prints requests/s and p50/p95/p99
 * latency for a category list with two filters and facets, search suggestions while typing, a
 * product page, and a bare `{ __typename }` (the ceiling), the latency of each scenario's first
 * (cold) request, the CPU milliseconds per request of the gateway process (without the load
 * worker; with PGlite this includes the database) and of the host's postgres processes, and the
 * load average. A benchmark, not a test: figures only. The npm script runs it with
 * NODE_ENV=production in the process's environment, as a deployed gateway runs (graphql-js reads it
 * when it loads, and checks types more cheaply then).
 *
 * `--serial N` (0: off) then also sends each scenario's first N bodies one at a time through the
 * gateway's `yoga.fetch` (no HTTP) and prints the CPU milliseconds per request of the gateway's
 * thread and of the database (the PGlite worker thread, or the host's postgres processes): on
 * shared machines whose speed drifts, a steadier measure of the work per request than latency
 * under load (docs/decisions/022), and the young-generation collections (scavenges) of the
 * gateway's thread meanwhile: how many per 1,000 requests and how long they paused it (decision 023).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { constants as perfConstants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import { sql } from 'kysely';
import { type Gateway, startGateway } from '../gateway/app';
import { loadConfig } from '../gateway/config';
import { catalogueScenarios, productSample, type Scenario } from './bench-catalogue-queries';
import type { LoadJob, LoadResult } from './bench-load-worker';

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
    serial: { type: 'string', default: '0' },
  },
});
const DURATION_MS = Number(args.duration) * 1000;
const MAX_REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const CLOCK_TICKS = 100;

/** Bodies for requests 0…1499: every scenario's variants repeat within that (3, 30 and 500). */
const BODY_CYCLE = 1500;

/** Runs a scenario with CONCURRENCY clients in the load worker (bench-load-worker.ts); latencies in ms. */
async function drive(url: string, scenario: Scenario) {
  const job: LoadJob = {
    url,
    bodies: Array.from({ length: BODY_CYCLE }, (_, i) => JSON.stringify(scenario.body(i))),
    concurrency: CONCURRENCY,
    durationMs: DURATION_MS,
    maxRequests: MAX_REQUESTS,
  };
  const worker = new Worker(new URL('./bench-load-worker.ts', import.meta.url), { workerData: job });
  const cpu0 = process.cpuUsage();
  const db0 = postgresCpuMs();
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const cpu = process.cpuUsage(cpu0);
  const db1 = postgresCpuMs();
  await worker.terminate();
  if (result.firstError) console.error(`  ${scenario.name}: first error: ${result.firstError}`);
  const { latencies } = result;
  return {
    n: latencies.length,
    rps: latencies.length / result.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors,
    // The gateway process without the load worker's thread (with PGlite: the database too).
    gatewayCpu: (cpu.user + cpu.system - result.clientCpuMicros) / 1000 / latencies.length,
    dbCpu: db0 === null || db1 === null ? NaN : (db1 - db0) / latencies.length,
  };
}

/**
 * CPU time (ms) used so far by every `postgres` process of this host that we may read, with
 * their ended children (Linux /proc; null elsewhere): the server's side of a request. Counts
 * other databases' work too.
 */
function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // utime and stime, and cutime and cstime: a backend that exits (the pool closes idle
        // connections) moves its time to the postmaster's children's times, so the sum only grows.
        ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      } catch {
        // the process ended meanwhile
      }
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU time (ms) used so far by this process's PGlite worker thread (Linux /proc; null elsewhere). */
function workerThreadCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      if (!stat.includes('(WorkerThread)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * A scenario's first `count` bodies one at a time through `yoga.fetch`, after as many to warm up:
 * wall time and CPU ms per request of the gateway's thread and of the database. The load worker
 * has ended by then, so every WorkerThread of the process is PGlite's.
 */
async function serial(gateway: Gateway, scenario: Scenario, count: number) {
  const send = async (i: number) => {
    const response = await gateway.yoga.fetch('http://bench/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(scenario.body(i)),
    });
    const text = await response.text();
    if (response.status !== 200 || text.includes('"errors":'))
      throw new Error(`${scenario.key}: ${text.slice(0, 400)}`);
  };
  for (let i = 0; i < count; i++) await send(i);
  const database = () => (gateway.database.engine === 'pglite' ? workerThreadCpuMs() : postgresCpuMs());
  const scavenges: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { detail?: { kind?: number } })[])
      if (entry.detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) scavenges.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const [cpu0, db0, t0] = [process.threadCpuUsage(), database(), performance.now()];
  for (let i = 0; i < count; i++) await send(i);
  const [wall, cpu, db1] = [performance.now() - t0, process.threadCpuUsage(cpu0), database()];
  // GC entries are delivered asynchronously: let the last ones arrive.
  await new Promise((resolve) => setImmediate(resolve));
  gc.disconnect();
  return {
    scavengesPer1000: (scavenges.length * 1000) / count,
    scavengeMs: scavenges.length === 0 ? 0 : scavenges.reduce((a, b) => a + b, 0) / scavenges.length,
    wall: wall / count,
    gatewayCpu: (cpu.user + cpu.system) / 1000 / count,
    dbCpu: db0 === null || db1 === null ? NaN : (db1 - db0) / count,
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
    // Production requires the key of staff TOTP secrets; a throwaway one for the run.
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    // FACET_INDEX=off counts every list's facets in SQL (to compare with the in-memory index).
    FACET_INDEX: process.env.FACET_INDEX ?? 'on',
    // FACET_INDEX_PAGES=off: SQL finds every page, the index only counts (docs/decisions/054).
    FACET_INDEX_PAGES: process.env.FACET_INDEX_PAGES ?? 'on',
    // PGLITE_REPLY_READER=off: PGlite's protocol parser reads the worker's rows (docs/decisions/054).
    PGLITE_REPLY_READER: process.env.PGLITE_REPLY_READER ?? 'on',
    // STATEMENT_BUILD_ONCE=off: kysely builds every search and product-page statement per call (docs/decisions/054).
    STATEMENT_BUILD_ONCE: process.env.STATEMENT_BUILD_ONCE ?? 'on',
    // PREPARED_STATEMENTS=off plans every PostgreSQL statement anew (docs/decisions/019).
    PREPARED_STATEMENTS: process.env.PREPARED_STATEMENTS ?? 'on',
    // FITMENT_TABLE=off groups a product's fitting vehicles when read (docs/decisions/059).
    FITMENT_TABLE: process.env.FITMENT_TABLE ?? 'on',
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
    const sample = await productSample(db);
    const wanted = args.scenarios.split(',');
    const results = [];
    for (const scenario of catalogueScenarios(sample)) {
      if (!wanted.includes(scenario.key)) continue;
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
    const count = Number(args.serial);
    const serials = [];
    if (count > 0)
      for (const scenario of catalogueScenarios(sample))
        if (wanted.includes(scenario.key) && scenario.key !== 'typename')
          serials.push({ scenario, ...(await serial(gateway, scenario, count)) });
    return { engine: gateway.database.engine, products, results, serials };
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
    const { products, results, serials } = await benchEngine(url);
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\n${engine} (${products} products, ${url.replace(/\/\/[^@/]*@/, '//')}; load average after the run ${load} on ${availableParallelism()} CPUs)`,
    );
    console.log(
      `${'scenario'.padEnd(42)} ${'n'.padStart(6)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'cold ms'.padStart(8)} ${'cpu/req'.padStart(8)} ${'db/req'.padStart(7)}  target p95`,
    );
    for (const r of results) {
      const verdict =
        r.scenario.target === null ? '' : `${r.p95 <= r.scenario.target ? 'ok' : 'MISSED'} (≤ ${r.scenario.target} ms)`;
      const errors = r.errors ? ` ${r.errors} errors` : '';
      console.log(
        `${r.scenario.name.padEnd(42)} ${String(r.n).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.first).padStart(8)} ${ms(r.gatewayCpu).padStart(8)} ${Number.isNaN(r.dbCpu) ? '      -' : ms(r.dbCpu)}  ${verdict}${errors}`,
      );
    }
    if (serials.length > 0) {
      const db = engine === 'pglite' ? 'worker thread' : 'postgres';
      console.log(
        `one at a time (${args.serial} requests): ${'scenario'.padEnd(23)} ${'ms/req'.padStart(7)} ${'gateway thread cpu'.padStart(19)} ${`${db} cpu`.padStart(18)} ${'scavenges/1000'.padStart(15)} ${'ms each'.padStart(8)}`,
      );
      const cpu = (v: number) => v.toFixed(2).padStart(7);
      for (const r of serials)
        console.log(
          `${''.padEnd(34)} ${r.scenario.key.padEnd(23)} ${cpu(r.wall)} ${cpu(r.gatewayCpu).padStart(19)} ${Number.isNaN(r.dbCpu) ? '-'.padStart(18) : cpu(r.dbCpu).padStart(18)} ${r.scavengesPer1000.toFixed(1).padStart(15)} ${cpu(r.scavengeMs).padStart(8)}`,
        );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
