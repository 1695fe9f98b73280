import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { budget } from './contention';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (Chromium's headless-only build,
 * the one Playwright itself runs headless) when installed, else the full `chromium`; CHROMIUM_PATH
 * overrides. The shell has no browser UI to run: the same journeys took a fifth less time and CPU
 * (docs/decisions/061). Lighthouse scores what a shopper's full browser does: `LIGHTHOUSE_CHROMIUM`.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
/** The full browser, for Lighthouse (scripts/bench-lighthouse.ts); CHROMIUM_PATH overrides. */
export const LIGHTHOUSE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(process.cwd(), 'artifacts', 'screenshots');

/** Headless flags for this machine's closed network (also used by scripts/bench-lighthouse.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A value the run's global setup provided; '' outside Vitest (the benchmark scripts start apps too). */
function provided(key: 'e2eDataDir' | 'e2ePostgresTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

export interface RunningApp {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built app exactly as `npm start` does (`node dist/gateway/main.js`, built by the run's
 * global setup), on a free port, and resolves when it listens. Its database is a copy of the
 * run's migrated and seeded PGlite directory (tests/setup/e2e-templates.ts, docs/decisions/045),
 * deleted by `stop()`; pass DATABASE_URL for another one, `fresh` to skip the copy (the template
 * itself), or run outside that setup to get a new in-memory database seeded at start. `root`: another
 * checkout's build (the benchmarks compare two). Its outbox and uploaded images go to a folder of
 * its own (also deleted by `stop()`) unless OUTBOX_DIR or IMAGE_DIR is given: browser files run
 * two at a time (docs/decisions/045), and no app writes where another one reads.
 */
export async function startApp(
  env: Record<string, string> = {},
  { fresh = false, root }: { fresh?: boolean; root?: string } = {},
): Promise<RunningApp> {
  const template = fresh || env.DATABASE_URL ? '' : provided('e2eDataDir');
  const own = mkdtempSync(join(tmpdir(), 'storefront-e2e-app-'));
  const copy = template ? join(own, 'data') : '';
  if (copy) cpSync(template, copy, { recursive: true });
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/gateway/main.js'], {
    ...(root ? { cwd: root } : {}),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: copy ? `file://${copy}` : 'memory://',
      // Production requires the key of staff TOTP secrets (docs/decisions/044): a throwaway one per app.
      STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      OUTBOX_DIR: join(own, 'outbox'),
      IMAGE_DIR: join(own, 'images'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const removeOwn = () => rmSync(own, { recursive: true, force: true });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A minute on a quiet machine; longer on a busy one, as the tests' budgets (docs/decisions/029).
    const timer = setTimeout(() => reject(new Error(`app did not start in time:\n${output}`)), budget(60_000));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      removeOwn();
      reject(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          removeOwn();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  // Playwright's own 30 s action and navigation limits stretch with the machine's load too, in
  // every context a test opens (docs/decisions/045).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    context.setDefaultTimeout(budget(30_000));
    return context;
  };
  return browser;
}

/**
 * A page as a shopper sees it before the app's scripts run: /app-start.js is held back until
 * `live()`, which releases it and waits for the page to be hydrated. Resolves once the server's HTML
 * is parsed (the footer is there) and its stylesheets have loaded: a browser paints nothing before
 * them, and measured earlier, on a busy machine, both the phone's and the desktop's header count as
 * visible (docs/decisions/045).
 */
export async function openBeforeHydration(browser: Browser, url: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-IN' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app-start.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('footer', { state: 'attached' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  const live = async () => {
    release();
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: budget(30_000) });
  };
  return { context, page, problems, live };
}

/** A page that fails the test on any error in the browser console or an uncaught exception. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-IN',
  });
  const page = await context.newPage();
  // Pages arrive rendered by the server and come alive once their scripts have hydrated them:
  // a test acts on a page, like a shopper's tap that waits for the page to respond, once it is.
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const live = () => page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: budget(20_000) });
  page.goto = async (...args) => {
    const response = await goto(...args);
    await live();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await live();
    return response;
  };
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** Axe violations for WCAG 2.0–2.2 A and AA, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * A screenshot of the whole page, taken with the viewport made as tall as the page at the same
 * width. Not Playwright's `fullPage`: Chromium then captures beyond the viewport and resizes the
 * page for a moment, at times to 1×1 px; the header's phone breakpoint flipped, the desktop header
 * was unmounted and remounted, and the vehicle dialog open in it was gone (docs/decisions/045).
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('screenshot() needs a page with a fixed viewport (newPage, openBeforeHydration)');
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
  }
  return path;
}

/** A running app on a PostgreSQL database of its own (the staff command can reach it from another process). */
export interface AppOnPostgres extends RunningApp {
  databaseUrl: string;
}

/** The PostgreSQL server the browser tests use: TEST_DATABASE_URL's, or the local one. */
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgres<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the tests' PostgreSQL server. */
export function postgresUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** True when the tests' PostgreSQL server answers. */
export async function postgresAnswers(): Promise<boolean> {
  return onPostgres(async () => true).catch(() => false);
}

export async function dropPostgresDatabase(name: string): Promise<void> {
  await onPostgres((client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * Starts the app on a new PostgreSQL database (on TEST_DATABASE_URL's server, or the local one) with
 * its own outbox; `stop()` also drops the database. For journeys in which staff act through
 * `npm run orders` while the shopper's browser waits: PGlite cannot be shared with a second
 * process. The database is a copy of the run's migrated and seeded template
 * (tests/setup/e2e-templates.ts) when there is one.
 */
export async function startAppOnPostgres(label: string): Promise<AppOnPostgres> {
  const name = `storefront_e2e_${label}_${randomBytes(4).toString('hex')}`;
  const template = provided('e2ePostgresTemplate');
  await onPostgres((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const databaseUrl = postgresUrl(name);
  const app = await startApp({
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), `${label}-e2e-outbox-`)),
  });
  return {
    ...app,
    databaseUrl,
    stop: async () => {
      await app.stop();
      await dropPostgresDatabase(name);
    },
  };
}
