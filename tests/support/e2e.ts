import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

export interface RunningApp {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built app exactly as `npm start` does (minus the build), on a free port with an
 * in-memory database, and resolves when it listens.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'memory://', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A minute on a quiet machine; longer on a busy one, as the unit tests' budgets (docs/decisions/029).
    const contention = Math.min(4, Math.max(1, loadavg()[0]! / availableParallelism()));
    const timer = setTimeout(() => reject(new Error(`app did not start in time:\n${output}`)), 60_000 * contention);
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
      reject(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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
  const live = () => page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 20_000 });
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

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** A running app on a PostgreSQL database of its own (the staff command can reach it from another process). */
export interface AppOnPostgres extends RunningApp {
  databaseUrl: string;
}

/**
 * Starts the app on a new PostgreSQL database (on TEST_DATABASE_URL's server, or the local one) with
 * its own outbox; `stop()` also drops the database. For journeys in which staff act through
 * `npm run orders` while the shopper's browser waits: PGlite in memory cannot be shared with a
 * second process.
 */
export async function startAppOnPostgres(label: string): Promise<AppOnPostgres> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `storefront_e2e_${label}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const app = await startApp({
    DATABASE_URL: databaseUrl,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), `${label}-e2e-outbox-`)),
  });
  return {
    ...app,
    databaseUrl,
    stop: async () => {
      await app.stop();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
