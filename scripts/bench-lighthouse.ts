/**
 * `npm run bench:lighthouse` (after `npm run build`; it builds nothing itself): starts the
 * production server on a free port with an in-memory database, runs Lighthouse's mobile
 * performance audit (its default: a mid-range phone, simulated slow 4G and 4× CPU slowdown) with
 * Debian Chromium against the home page, a category's product list and a product page, and
 * prints score, FCP, LCP, TBT, CLS and transfer size per page: the median of RUNS runs (the
 * machine is shared, so single runs are noisy), with the load average at the start.
 *
 * Options: RUNS=3 (runs per page), CHROMIUM_PATH=/usr/bin/chromium, PAGES=/,/catalog/x/products,
 * WEB_ROOT=dist/web (the build the server serves, as for `npm start`), CPU=calibrated.
 *
 * CPU: Lighthouse's 4× slowdown assumes a fast desktop host (benchmark index ~1500). On a slower
 * or busy host it emulates a much slower phone than intended; CPU=calibrated sets the slowdown
 * from the host's measured benchmark index with the formula of Lighthouse's throttling guide
 * (docs/throttling.md, "CPU throttling calculator"). Both figures are worth recording.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, LIGHTHOUSE_CHROMIUM, startApp } from '../tests/support/e2e';

const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/catalog/brakes-suspension/products',
  '/products/elegant-hand-stitch-leather-steering-cover',
];
// The tests' flags, plus a DevTools port for Lighthouse.
const LIGHTHOUSE_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--remote-debugging-port=0'];

interface Result {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Starts Chromium and resolves with its DevTools port (printed on stderr). */
async function launchChromium(profile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(LIGHTHOUSE_CHROMIUM, [...LIGHTHOUSE_CHROMIUM_ARGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return { child, port };
}

/** Slowdown that makes this host behave like Lighthouse's reference phone (Lighthouse's calculator). */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const DEFAULT_THROTTLING = {
  rttMs: 150,
  throughputKbps: 1638.4,
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};

async function audit(
  url: string,
  port: number,
  cpuSlowdownMultiplier = 4,
): Promise<Result & { benchmarkIndex: number }> {
  const answer = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    { extends: 'lighthouse:default', settings: { throttling: { ...DEFAULT_THROTTLING, cpuSlowdownMultiplier } } },
  );
  const lhr = answer?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (v: number) => `${Math.round(v)} ms`;

const [load1, load5] = loadavg();
console.log(
  `load average at start: ${load1!.toFixed(2)} (1 min), ${load5!.toFixed(2)} (5 min); ${RUNS} runs per page, median shown`,
);
const app = await startApp();
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
const chromium = await launchChromium(profile);
try {
  // A first, discarded run warms the server (as in production) and measures the host's CPU.
  const warmUp = await audit(app.url + PAGES[0], chromium.port);
  const slowdown = process.env.CPU === 'calibrated' ? calibratedSlowdown(warmUp.benchmarkIndex) : 4;
  console.log(
    `host benchmark index ${Math.round(warmUp.benchmarkIndex)}; CPU slowdown ${slowdown.toFixed(2)}× (${process.env.CPU === 'calibrated' ? 'calibrated' : 'Lighthouse default'})`,
  );
  console.log(`\n${'page'.padEnd(56)} score      FCP      LCP     TBT    CLS   transfer   (runs: scores)`);
  for (const path of PAGES) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(app.url + path, chromium.port, slowdown));
    const m = (key: keyof Result) => median(runs.map((r) => r[key]));
    console.log(
      `${path.padEnd(56)} ${String(m('score')).padStart(5)} ${ms(m('fcp')).padStart(8)} ${ms(m('lcp')).padStart(8)} ${ms(m('tbt')).padStart(7)} ` +
        `${m('cls').toFixed(3).padStart(6)} ${`${(m('bytes') / 1024).toFixed(0)} KiB`.padStart(10)}   (${runs.map((r) => r.score).join(', ')})`,
    );
  }
} finally {
  chromium.child.kill('SIGTERM');
  await app.stop();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`load average at end: ${loadavg()[0]!.toFixed(2)}`);
