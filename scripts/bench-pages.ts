/**
 * `npm run bench:pages [-- <other checkout>]` (after `npm run build`, in both checkouts): how fast the
 * gateway renders pages on the server (docs/decisions/017, 046). Starts the built app with an in-memory
 * database, warms it, then asks for each page REQUESTS times from CLIENTS concurrent clients (brotli
 * accepted, as a browser does, no cookies: an anonymous shopper), and as many times the API for the
 * product page's own query (`product(slug:)`, the ProductPage document; each checkout's own, as their
 * schemas may differ), the speed pages should approach (#25). Prints requests/s, p50 and p95 in ms, the compressed size, and the gateway
 * process's CPU per request read from /proc: its main thread (GraphQL, rendering) and its other
 * threads (the PGlite database thread, the garbage collector's helpers) — CPU per request holds on
 * a busy machine where requests/s do not.
 *
 * Given another checkout with a build (e.g. a copy of main), both apps run side by side and each page
 * is measured ROUNDS times on each, alternately, so the machine's load falls on both alike; the
 * median of the rounds is shown, and below each page this app's requests per second and main-thread
 * CPU over the other's, round by round (median and range: the noise a difference must stand out
 * of). Anonymous pages are kept a few seconds (docs/decisions/046): run with
 * PAGE_CACHE_SECONDS=0 to measure renders. The apps run with NODE_ENV=production.
 *
 * The other checkout may be this one (`.`) with OTHER_ENV to measure a switch against itself, e.g.
 * `OTHER_ENV=PAGE_LAYOUT_CACHE=off npm run bench:pages -- .`.
 *
 * Options: REQUESTS=100, CLIENTS=4, ROUNDS=3 (1 without another checkout), PAGES=/,/catalog/…,
 * OTHER_ENV=NAME=value,… (the other app's environment besides this one's).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { print } from 'graphql';
import { ProductPageDocument } from '../web/src/__generated__/graphql';
import { type RunningApp, startApp } from '../tests/support/e2e';

const other = process.argv[2] ? resolve(process.argv[2]) : null;
const REQUESTS = Number(process.env.REQUESTS ?? 100);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const ROUNDS = Number(process.env.ROUNDS ?? (other ? 3 : 1));
const PRODUCT = 'elegant-hand-stitch-leather-steering-cover';
const API = `API product(slug:) (ProductPage query)`;
const PAGES = [
  ...(process.env.PAGES?.split(',') ?? [
    '/',
    '/catalog/brakes-suspension/products',
    '/catalog/brakes-suspension/products?filter_brand=bosch&sort=name_desc',
    `/products/${PRODUCT}`,
  ]),
  API,
];
const productQuery = (document: typeof ProductPageDocument) =>
  JSON.stringify({ query: print(document), variables: { slug: PRODUCT } });
/** Each checkout's API is asked with its own ProductPage document (their schemas may differ). */
async function productQueryOf(root: string): Promise<string> {
  const generated = pathToFileURL(join(root, 'web/src/__generated__/graphql.ts')).href;
  return productQuery(
    ((await import(generated)) as { ProductPageDocument: typeof ProductPageDocument }).ProductPageDocument,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** CPU ms used so far by a process's main thread and by its other threads (/proc, Linux). */
function cpu(pid: number): { main: number; others: number } {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
  };
  let main = 0;
  let others = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    let ms = 0;
    try {
      ms = ticks(readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8'));
    } catch {
      continue; // a thread that ended meanwhile
    }
    if (Number(task) === pid) main += ms;
    else others += ms;
  }
  return { main, others };
}

interface Round {
  perSecond: number;
  times: number[];
  bytes: number;
  mainCpu: number;
  otherCpu: number;
}

async function measure(app: RunningApp, path: string, apiBody: string): Promise<Round> {
  const get = async () => {
    const started = performance.now();
    const response =
      path === API
        ? await fetch(`${app.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
            body: apiBody,
          })
        : await fetch(app.url + path, { headers: { 'accept-encoding': 'br' } });
    const body = await response.arrayBuffer();
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.startsWith(path === API ? 'application/json' : 'text/html'))
      throw new Error(`${path}: ${response.status}`);
    if (path === API && (JSON.parse(Buffer.from(body).toString()) as { errors?: unknown }).errors)
      throw new Error(`${path}: answered with errors`);
    return {
      ms: performance.now() - started,
      bytes: Number(response.headers.get('content-length') ?? body.byteLength),
    };
  };
  for (let i = 0; i < 5; i++) await get(); // warm-up
  const times: number[] = [];
  let bytes = 0;
  let next = 0;
  const pid = app.process.pid!;
  const cpuBefore = cpu(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < REQUESTS) {
        const result = await get();
        times.push(result.ms);
        bytes = result.bytes;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpu(pid);
  return {
    perSecond: REQUESTS / seconds,
    times,
    bytes,
    mainCpu: (cpuAfter.main - cpuBefore.main) / REQUESTS,
    otherCpu: (cpuAfter.others - cpuBefore.others) / REQUESTS,
  };
}

function summary(rounds: Round[]) {
  const sorted = rounds.flatMap((r) => r.times).sort((a, b) => a - b);
  return {
    perSecond: median(rounds.map((r) => r.perSecond)),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    bytes: rounds[0]!.bytes,
    mainCpu: median(rounds.map((r) => r.mainCpu)),
    otherCpu: median(rounds.map((r) => r.otherCpu)),
  };
}

/**
 * This app's figures over the other's, round by round: the two measured one after the other share
 * the machine's load of the moment, so each round's ratio holds where the medians of a busy machine
 * drift apart; the spread of the ratios is the noise a difference must stand out of (STYLE rule 16).
 */
function pairedRatios(these: Round[], others: Round[]): string {
  const ratios = (key: 'perSecond' | 'mainCpu') => these.map((round, i) => round[key] / others[i]![key]);
  const line = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${label} ${median(values).toFixed(2)} (${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`;
  };
  const figures = `${line('req/s', ratios('perSecond'))}, ${line('main CPU', ratios('mainCpu'))}`;
  return `${''.padEnd(72)} this ÷ other, median (range) of ${these.length} rounds: ${figures}`;
}

// As deployed: React's production server build, no GraphiQL. Production requires the key of staff
// TOTP secrets; a throwaway one for the run.
const env = { NODE_ENV: 'production', STAFF_TOTP_KEY: randomBytes(32).toString('hex') };
const apps: Record<string, RunningApp> = { this: await startApp(env) };
const otherEnv = Object.fromEntries(
  (process.env.OTHER_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
if (other) apps.other = await startApp({ ...env, ...otherEnv }, { root: other });
const apiBodies: Record<string, string> = {
  this: productQuery(ProductPageDocument),
  ...(other ? { other: await productQueryOf(other) } : {}),
};
try {
  console.log(
    `load average at start: ${loadavg()[0]!.toFixed(2)}; ${REQUESTS} requests per page and round, ${CLIENTS} clients, ` +
      `${ROUNDS} round(s)${other ? `, this checkout and ${other} ${JSON.stringify(otherEnv)} alternately` : ''}`,
  );
  console.log(
    `${'page'.padEnd(72)} ${'build'.padEnd(6)} req/s    p50    p95      size  CPU ms/req: main  other threads`,
  );
  const perSecond: Record<string, Record<string, number>> = {};
  for (const path of PAGES) {
    const rounds: Record<string, Round[]> = Object.fromEntries(Object.keys(apps).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? Object.keys(apps).reverse() : Object.keys(apps);
      for (const name of order) rounds[name]!.push(await measure(apps[name]!, path, apiBodies[name]!));
    }
    for (const name of Object.keys(apps)) {
      const s = summary(rounds[name]!);
      (perSecond[name] ??= {})[path] = s.perSecond;
      console.log(
        `${path.padEnd(72)} ${name.padEnd(6)}${s.perSecond.toFixed(0).padStart(5)} ${s.p50.toFixed(1).padStart(6)} ${s.p95.toFixed(1).padStart(6)} ${`${(s.bytes / 1024).toFixed(1)} KiB`.padStart(9)} ${s.mainCpu.toFixed(1).padStart(16)} ${s.otherCpu.toFixed(1).padStart(14)}`,
      );
    }
    if (rounds.other && ROUNDS > 1) console.log(pairedRatios(rounds.this!, rounds.other));
  }
  const productPage = PAGES.find((path) => path.startsWith('/products/'));
  for (const name of Object.keys(apps))
    if (productPage)
      console.log(
        `${name}: product pages per API answer (${productPage} ÷ ${API}): ${(perSecond[name]![productPage]! / perSecond[name]![API]!).toFixed(3)}`,
      );
} finally {
  await Promise.all(Object.values(apps).map((app) => app.stop()));
}
console.log(`load average at end: ${loadavg()[0]!.toFixed(2)}`);
