/**
 * `npm run bench:render -- <other checkout>` (after `npm run build` in both): the page renderer's
 * own CPU per page (React render passes, Apollo's cache, the state written into the page), this
 * checkout's build against another's (e.g. a worktree of main), in the same process and run, renders
 * alternated so the machine's load falls on both alike. Both renderers ask the GraphQL API of one
 * gateway (this checkout's, started on an in-memory database); the gateway's CPU is not counted.
 * Prints the median of N renders per page (N=20) and the passes each build's renderer took.
 *
 * The other checkout may be this one (`.`) with OTHER_OPTIONS, the other renderer's options as JSON,
 * to measure a switch against itself: `OTHER_OPTIONS='{"stringFirst":false}' npm run bench:render -- .`
 *
 * Options: N=20, PAGES=/,/catalog/brakes-suspension/products,… (comma-separated paths), OTHER_OPTIONS.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderer, PageRendererModule, PageRendererOptions } from '../rules/ssr/page-renderer';
import { startApp } from '../tests/support/e2e';

const other = process.argv[2];
if (!other) {
  console.error('usage: npm run bench:render -- <path of another checkout with a build>');
  process.exit(2);
}
const N = Number(process.env.N ?? 20);
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/catalog/brakes-suspension/products',
  '/catalog/products?search=brake',
  '/products/elegant-hand-stitch-leather-steering-cover',
  '/services/two-wheeler-service',
  '/blogs',
  '/blogs/when-to-replace-brake-pads',
];

const otherOptions = JSON.parse(process.env.OTHER_OPTIONS ?? '{}') as Partial<PageRendererOptions>;

async function renderer(root: string, options: Partial<PageRendererOptions> = {}): Promise<PageRenderer> {
  const web = join(root, 'dist', 'web');
  const entry = pathToFileURL(join(root, 'dist', 'server', 'entry-server.js')).href;
  const { createPageRenderer } = (await import(entry)) as PageRendererModule;
  return createPageRenderer({
    template: readFileSync(join(web, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(web, '.vite', 'manifest.json'), 'utf8')),
    graphql: (input, init) => fetch(input, init),
    ...options,
  });
}

const app = await startApp({ NODE_ENV: 'production', STAFF_TOTP_KEY: randomBytes(32).toString('hex') });
try {
  const builds = { this: await renderer(process.cwd()), other: await renderer(resolve(other), otherOptions) };
  console.log(`load average at start: ${loadavg()[0]!.toFixed(2)}; ${N} renders per page and build, median shown`);
  console.log(
    `other build: ${resolve(other)}${process.env.OTHER_OPTIONS ? ` with ${process.env.OTHER_OPTIONS}` : ''}\n`,
  );
  console.log('page'.padEnd(56) + 'this'.padStart(10) + 'other'.padStart(10) + '  passes (this / other)');
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const path of PAGES) {
    const cpu = { this: [] as number[], other: [] as number[] };
    const passes: Record<string, number | undefined> = {};
    // Three rounds to warm up (not counted), then N, the order switched every round.
    for (let round = 0; round < N + 3; round++) {
      for (const name of round % 2 ? (['this', 'other'] as const) : (['other', 'this'] as const)) {
        const start = process.cpuUsage();
        const page = await builds[name].render(new Request(app.url + path));
        // A streamed page's rest (docs/decisions/053); a build from before streaming gave the whole page.
        const whole = page && 'rest' in page ? await page.rest() : (page as { html?: string; passes?: number } | null);
        const used = process.cpuUsage(start);
        if (!whole?.html || ('rendered' in whole && !whole.rendered))
          throw new Error(`${name}: ${path} was not rendered`);
        passes[name] = whole.passes;
        if (round >= 3) cpu[name].push((used.user + used.system) / 1000);
      }
    }
    const ms = (values: number[]) => `${median(values).toFixed(1)} ms`.padStart(10);
    console.log(path.padEnd(56) + ms(cpu.this) + ms(cpu.other) + `  ${passes.this ?? '?'} / ${passes.other ?? '?'}`);
  }
  console.log(`\nload average at end: ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await app.stop();
}
