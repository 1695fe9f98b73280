import { randomBytes } from 'node:crypto';
/**
 * `npm run bench:pages` (after `npm run build`): how long the gateway takes to render pages on
 * the server (docs/decisions/017). Starts the built app with an in-memory database, warms it, then
 * asks for each page REQUESTS times from CLIENTS concurrent clients (brotli accepted, as a browser
 * does, no cookies: an anonymous shopper) and prints requests/s, p50 and p95 in ms, and the
 * compressed size. Anonymous pages are kept a few seconds (docs/decisions/046): run with
 * PAGE_CACHE_SECONDS=0 to measure renders.
 *
 * The app runs with NODE_ENV=production (React's production build renders several times faster).
 *
 * Options: REQUESTS=100, CLIENTS=4, PAGES=/,/catalog/brakes-suspension/products,…
 */
import { loadavg } from 'node:os';
import { startApp } from '../tests/support/e2e';

const REQUESTS = Number(process.env.REQUESTS ?? 100);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/catalog/brakes-suspension/products',
  '/catalog/brakes-suspension/products?filter_brand=bosch&sort=name_desc',
  '/products/elegant-hand-stitch-leather-steering-cover',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

// As deployed: React's production server build, no GraphiQL.
// Production requires the key of staff TOTP secrets; a throwaway one for the run.
const app = await startApp({ NODE_ENV: 'production', STAFF_TOTP_KEY: randomBytes(32).toString('hex') });
try {
  console.log(`load average at start: ${loadavg()[0]!.toFixed(2)}; ${REQUESTS} requests per page, ${CLIENTS} clients`);
  console.log(`${'page'.padEnd(72)} req/s    p50    p95   size`);
  for (const path of PAGES) {
    const get = async () => {
      const started = performance.now();
      const response = await fetch(app.url + path, { headers: { 'accept-encoding': 'br' } });
      const body = await response.arrayBuffer();
      if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
        throw new Error(`${path}: ${response.status}`);
      return {
        ms: performance.now() - started,
        bytes: Number(response.headers.get('content-length') ?? body.byteLength),
      };
    };
    for (let i = 0; i < 5; i++) await get(); // warm-up
    const times: number[] = [];
    let bytes = 0;
    let next = 0;
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
    const sorted = times.sort((a, b) => a - b);
    console.log(
      `${path.padEnd(72)} ${(REQUESTS / seconds).toFixed(0).padStart(5)} ${percentile(sorted, 50).toFixed(1).padStart(6)} ${percentile(sorted, 95).toFixed(1).padStart(6)} ${`${(bytes / 1024).toFixed(1)} KiB`.padStart(9)}`,
    );
  }
} finally {
  await app.stop();
}
console.log(`load average at end: ${loadavg()[0]!.toFixed(2)}`);
