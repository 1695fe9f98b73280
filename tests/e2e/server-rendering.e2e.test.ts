import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openBeforeHydration, type RunningApp, screenshot, startApp } from '../support/e2e';

/**
 * Server-rendered pages (docs/decisions/017): the public pages arrive as HTML with their data, in
 * the shopper's language and currency, and the browser's scripts then hydrate that HTML instead
 * of rendering it again.
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
const PRODUCT_NAME = 'Elegant DIY Hand-Stitch Genuine Leather Steering Cover';
const LIST = '/catalog/steering-covers/products';
/** The seeded services (schema/services.graphql, `Service.slug`). */
const SERVICES = [
  'tyres',
  'battery',
  'windshield',
  'helmets',
  'two-wheeler-service',
  'four-wheeler-service',
  'ev-store',
  'rto',
  'pdi',
  'training',
];

/** A page with scripts turned off: what the server sent, as a browser shows it. */
async function withoutScripts(browser: Browser, width = 375) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
    locale: 'en-IN',
  });
  return { context, page: await context.newPage() };
}

const cardCount = (page: Page) => page.locator('main article').count();

describe('server-rendered pages', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('arrive with their content, title, meta tags and status before any script runs', async () => {
    const { context, page } = await withoutScripts(browser);
    const product = await page.goto(app.url + PRODUCT);
    expect(product!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(PRODUCT_NAME);
    expect(await page.title()).toBe(`${PRODUCT_NAME} — GaadiParts`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(PRODUCT_NAME);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(app.url + PRODUCT);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.getByText(/₹\d/).count()).toBeGreaterThan(0);
    await screenshot(page, 'ssr-product-no-scripts-375');

    const list = await page.goto(`${app.url}${LIST}?sort=name_desc`);
    expect(list!.status()).toBe(200);
    expect(await page.title()).toBe('Steering Covers — GaadiParts');
    expect(await cardCount(page)).toBeGreaterThan(0);
    // The list as the URL says: sorted by name, descending.
    const names = await page.locator('main article h3').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    const home = await page.goto(app.url);
    expect(home!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Parts that fit your car and bike',
    );

    for (const missing of ['/products/no-such-part', '/no-such-page', '/services/no-such-service']) {
      const response = await page.goto(app.url + missing);
      expect(response!.status(), missing).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
    }
    // Pages about one shopper are rendered in the browser.
    const cart = await page.goto(`${app.url}/cart`);
    expect(cart!.status()).toBe(200);
    expect(await page.locator('main').count()).toBe(0);
    await context.close();
  });

  it('are hydrated, not rendered again: the server’s elements stay, nothing complains, and the page responds', async () => {
    // The app's scripts wait until the server's heading has been marked.
    const { context, page, problems, live } = await openBeforeHydration(browser, app.url + PRODUCT);
    await page.evaluate(() => ((document.querySelector('h1') as HTMLElement & { serverMark?: number }).serverMark = 1));
    await live();
    expect(
      await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { serverMark?: number }).serverMark),
    ).toBe(1);

    // It responds: saving to the wishlist updates the header's count at once.
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await poll(() =>
      page
        .getByRole('link', { name: /wishlist/i })
        .first()
        .textContent(),
    ).toContain('1');
    // A link is followed inside the app (the same document, no reload).
    await page.evaluate(() => ((window as Window & { sameDocument?: number }).sameDocument = 1));
    await page.getByRole('link', { name: 'Steering Covers' }).first().click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Steering Covers');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: number }).sameDocument)).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('show what the browser keeps (saved lists) right after hydration', async () => {
    const { context, page, problems } = await newPage(browser, { width: 375 });
    await page.goto(app.url + PRODUCT);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await page.reload();
    // The server does not know the wishlist; the browser's arrives once the page is hydrated.
    await poll(() =>
      page
        .getByRole('link', { name: /wishlist/i })
        .first()
        .textContent(),
    ).toContain('1');
    await poll(() => page.getByRole('button', { name: 'In wishlist', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('come in the shopper’s language and currency: chosen before (cookies), or asked for by the browser', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1280 });
    await page.goto(app.url + LIST);
    await page.locator('select:has(option[value="hi"])').selectOption('hi');
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await page.locator('select:has(option[value="EUR"])').selectOption('EUR');
    await poll(() => page.getByText(/€\s?\d/).count()).toBeGreaterThan(0);

    // What the server sends this shopper now, before any script: Hindi, prices in euros.
    const html = await (await page.request.get(app.url + LIST)).text();
    expect(html).toMatch(/<html lang="hi-IN" dir="ltr">/);
    expect(html).toMatch(/[\u0900-\u097F]/);
    expect(html).toMatch(/€\s?\d/);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    expect(await page.getByText(/€\s?\d/).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();

    // A first visit from a browser that asks for Tamil.
    const tamil = await newPage(browser, { locale: 'ta-IN' });
    const first = await (
      await tamil.page.request.get(app.url, { headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.5' } })
    ).text();
    expect(first).toMatch(/<html lang="ta-IN"/);
    await tamil.page.goto(app.url);
    expect(await tamil.page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(tamil.problems).toEqual([]);
    await tamil.context.close();
  });

  it('are left to the browser when a query answers with an error (an unknown category, a page past the end, a bad filter value)', async () => {
    const { context, page, problems } = await newPage(browser);
    // An unknown category's address, and a page past the list's last one, are still 404s (the status
    // leaves with the head); a bad filter value on a real list is the list's own page, with the
    // problem shown.
    for (const [path, status, shows] of [
      ['/catalog/no-such-category', 404, 'Page Not Found'],
      ['/catalog/no-such-category/products', 404, 'Page Not Found'],
      ['/catalog/products?page=999', 404, null],
      [`${LIST}?filter_brand=no-such-brand`, 200, null],
    ] as const) {
      const response = await page.request.get(app.url + path);
      expect(response.status(), path).toBe(status);
      expect(await response.text(), path).not.toContain('id="server-state"');
      await page.goto(app.url + path);
      if (shows) await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(shows);
      else if (status === 404)
        await poll(() => page.getByRole('alert').first().textContent()).toMatch(
          /^There is no page 999; the last page is \d+\.Go to page \d+$/,
        );
    }
    await poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    // The browser reports each 404 document it loaded; nothing else may complain.
    expect(problems.filter((problem) => !problem.includes('status of 404 (Not Found)'))).toEqual([]);
    expect(problems).toHaveLength(3);
    await context.close();
  });

  it('are rendered again in the browser when it keeps another language than the server was told', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(app.url);
    // Stored choice: Telugu; the cookie the server reads says English (written by another tab, say).
    await page.evaluate(() => {
      localStorage.setItem('gaadiparts:state', JSON.stringify({ version: 1, data: { language: 'te' } }));
      document.cookie = 'gp_lang=en; path=/';
    });
    await page.reload();
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te-IN');
    await poll(async () =>
      /[\u0C00-\u0C7F]/.test((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''),
    ).toBe(true);
    // …and the cookie follows the stored choice, so the next page comes in Telugu from the server.
    expect(await (await page.request.get(app.url)).text()).toMatch(/<html lang="te-IN"/);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * React's development build reports every difference between the server's HTML and the
 * browser's first render, attributes included (the production build reports text and structure
 * only and leaves mismatched attributes, such as generated ids that tie a label to its field, as
 * they were). The browser app is built once more in development mode, next to the server's
 * renderer, for this check.
 */
describe('hydration, checked by React’s development build', () => {
  const root = join(process.cwd(), 'artifacts', 'ssr-development');
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    rmSync(root, { recursive: true, force: true });
    execFileSync(
      process.execPath,
      [
        join('node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--mode',
        'development',
        '--outDir',
        join(root, 'web'),
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        env: { ...process.env, NODE_ENV: 'development' },
        stdio: 'inherit',
      },
    );
    cpSync(join('dist', 'server'), join(root, 'server'), { recursive: true });
    [app, browser] = await Promise.all([startApp({ WEB_ROOT: join(root, 'web') }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  // The two widths side by side: each mostly waits for its pages (React's development build loads slowly).
  for (const width of [375, 1280]) {
    it.concurrent(
      `finds no difference on the server-rendered pages at ${width} px, in English and Hindi`,
      async ({ expect }) => {
        const { context, page, problems } = await newPage(browser, { width });
        for (const path of [
          '/',
          LIST,
          `${LIST}?filter_brand=elegant&sort=name_asc`,
          PRODUCT,
          '/blogs',
          '/blogs?category=maintenance-tips&page=1',
          '/blogs/when-to-replace-brake-pads',
          '/faq',
          '/contact-us',
          '/services',
          // Every service page (their booking forms hydrated React error 418 when hydration was slow).
          ...SERVICES.map((slug) => `/services/${slug}`),
        ]) {
          await page.goto(app.url + path);
          await page.waitForTimeout(300);
        }
        // Hindi from the header's language picker where the width shows one; a phone's header has
        // none (its picker is in the menu), so the choice is stored as the picker stores it. Asked
        // without waiting: a locator that never appears waited out the action timeout (up to 120 s).
        const picker = page.locator('select:has(option[value="hi"])').first();
        if (await picker.isVisible()) await picker.selectOption('hi');
        else {
          await context.addCookies([{ name: 'gp_lang', value: 'hi', url: app.url }]);
          await page.evaluate(() =>
            localStorage.setItem('gaadiparts:state', JSON.stringify({ version: 1, data: { language: 'hi' } })),
          );
        }
        for (const path of [LIST, PRODUCT]) {
          await page.goto(app.url + path);
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
        }
        expect(problems, `at ${width} px`).toEqual([]);
        await context.close();
      },
      600_000,
    );
  }
});
