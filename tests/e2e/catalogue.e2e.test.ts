import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/**
 * Axe (WCAG 2.0–2.2 A/AA) on what this feature renders: the page without the shared header,
 * which has its own browser tests (and is being built in parallel).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('#root > div > header')
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Pages load data from the gateway: give each expectation time to become true. */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to the caller, which awaits it
const wait = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe('catalogue: browse, filter, product page, wishlist and compare', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('browse → product → wishlist and compare → compare page', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}/catalog`);
    await wait(() => heading(page).textContent()).toBe('Shop');
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('link', { name: 'Brakes & Suspension' })
      .click();
    await wait(() => heading(page).textContent()).toBe('Brakes & Suspension');
    expect(new URL(page.url()).pathname).toBe('/catalog/brakes-suspension/products');

    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const name = (await first.textContent())!;
    await first.getByRole('link').click();
    await wait(() => heading(page).textContent()).toBe(name);
    expect(await page.title()).toBe(`${name} — GaadiParts`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(name);

    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await wait(() => page.getByRole('button', { name: 'In compare' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'catalogue-product-1280');
    expect(await axeViolations(page), 'product page at 1280').toEqual([]);

    // A second product from the list goes into compare from its card.
    await page.goBack();
    await page
      .getByRole('button', { name: /^Add .* to compare$/ })
      .first()
      .click();
    await page.goto(`${app.url}/compare`);
    await wait(() => heading(page).textContent()).toBe('Compare products');
    const table = page.getByRole('table', { name: 'Comparison table' });
    await wait(() => table.getByRole('columnheader').count()).toBe(2);
    expect(await table.getByRole('link', { name }).isVisible()).toBe(true);
    await screenshot(page, 'catalogue-compare-1280');
    expect(await axeViolations(page), 'compare page').toEqual([]);

    await page.goto(`${app.url}/wishlist`);
    await wait(() => page.getByRole('main').getByRole('link', { name }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: new RegExp(`^Remove\\W+${escapeRegExp(name)}$`) }).click();
    await wait(() => page.getByText('Your wishlist is empty.', { exact: false }).isVisible()).toBe(true);

    await page.goto(`${app.url}/compare`);
    await page.getByRole('button', { name: 'Clear list' }).click();
    await wait(() => page.getByText('There is nothing to compare yet.', { exact: false }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('category → filter → sort → page 2 → reload and back/forward keep the state', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}/catalog/products`);
    await wait(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(
      /^Showing 1–16 of \d+ products$/,
    );
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await sidebar.getByRole('radio', { name: 'Regular price' }).click();
    await wait(() => new URL(page.url()).searchParams.get('filter_discount')).toBe('no');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name_asc');
    await wait(() => new URL(page.url()).searchParams.get('sort')).toBe('name_asc');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await wait(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(
      /^Showing 17–32 of \d+ products$/,
    );
    const names = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const pageTwo = await names();
    expect(pageTwo).toEqual([...pageTwo].sort((a, b) => a.localeCompare(b, 'en')));

    await page.reload();
    await wait(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(/^Showing 17–32 of/);
    expect(await names()).toEqual(pageTwo);
    // The sidebar and chips render beside the list, not necessarily in the same frame.
    await wait(() => sidebar.getByRole('radio', { name: 'Regular price' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('name_asc');
    await wait(() => page.getByRole('list', { name: 'Active filters' }).textContent()).toContain(
      'Discount: Regular price',
    );

    // Changing a filter goes back to page 1; back restores page 2.
    await sidebar.getByRole('checkbox', { name: /^Bosch/ }).click();
    await wait(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.goBack();
    await wait(() => page.getByRole('main').getByRole('status').first().textContent()).toMatch(/^Showing 17–32 of/);
    await screenshot(page, 'catalogue-list-1280');
    expect(await axeViolations(page), 'list at 1280').toEqual([]);

    // Interior parts page by cursor.
    await page.goto(`${app.url}/catalog/interior-parts/products`);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
    await wait(() => new URL(page.url()).searchParams.get('after')).not.toBeNull();
    await wait(() =>
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' }).isVisible(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('starts a page’s data query with the page’s code, before the first render, and asks only once', async () => {
    for (const [path, operation, ready] of [
      ['/', 'HomePage', 'Featured products'],
      [
        '/catalog/brakes-suspension/products?sort=name_asc&filter_discount=no',
        'ProductListPage',
        'Brakes & Suspension',
      ],
      [
        '/products/elegant-hand-stitch-leather-steering-cover',
        'ProductPage',
        'Elegant DIY Hand-Stitch Genuine Leather Steering Cover',
      ],
    ] as const) {
      const asked = (page: Page) => {
        const sent: { name: string; at: number }[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/graphql'))
            sent.push({ name: request.postDataJSON()?.operationName, at: Date.now() });
        });
        return () => sent.filter((s) => s.name === operation);
      };

      // Rendered by the server: the page's answers come with its HTML, the browser does not ask.
      const served = await newPage(browser);
      const servedAsked = asked(served.page);
      await served.page.goto(`${app.url}${path}`);
      await wait(() => served.page.getByRole('heading', { name: ready }).count()).toBeGreaterThan(0);
      expect(servedAsked(), path).toHaveLength(0);
      expect(served.problems).toEqual([]);
      await served.context.close();

      // Rendered in the browser (it keeps euros; the server, told nothing yet, rendered rupees).
      const { context, page, problems } = await newPage(browser);
      await context.addInitScript(() => {
        if (!localStorage.getItem('gaadiparts:state'))
          localStorage.setItem('gaadiparts:state', JSON.stringify({ version: 1, data: { currency: 'EUR' } }));
      });
      // Hold the language catalogues back for a while: nothing renders before the language is
      // active, so a query sent meanwhile was started by the route, not by the page.
      let released = Number.POSITIVE_INFINITY;
      await page.route(/\/assets\/messages-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        released = Math.min(released, Date.now());
        await route.continue();
      });
      const browserAsked = asked(page);
      await page.goto(`${app.url}${path}`);
      await wait(() => page.getByRole('heading', { name: ready }).count()).toBeGreaterThan(0);
      expect(browserAsked(), path).toHaveLength(1);
      expect(browserAsked()[0]!.at, path).toBeLessThan(released);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('unknown product and category slugs show Page Not Found', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${app.url}/products/no-such-part`);
    await wait(() => heading(page).textContent()).toBe('Page Not Found');
    await wait(() => page.title()).toBe('Page Not Found — GaadiParts');
    expect(new URL(page.url()).pathname).toBe('/products/no-such-part');
    await page.goto(`${app.url}/catalog/no-such-category`);
    await wait(() => heading(page).textContent()).toBe('Page Not Found');
    await wait(() => page.title()).toBe('Page Not Found — GaadiParts');
    await context.close();
  });

  for (const width of [375, 1280]) {
    it(`has no axe violations at ${width} px: list with the filter drawer, quick view, product page`, async () => {
      const { context, page, problems } = await newPage(browser, { width, height: 900 });
      await page.goto(`${app.url}/catalog/steering-covers/products`);
      await wait(() => page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      expect(await axeViolations(page), `list at ${width}`).toEqual([]);
      if (width < 600) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await wait(() => page.getByRole('dialog', { name: 'Filters' }).isVisible()).toBe(true);
        await screenshot(page, `catalogue-filters-drawer-${width}`);
        expect(await axeViolations(page), `filter drawer at ${width}`).toEqual([]);
        await page.keyboard.press('Escape');
      }
      const quick = page.getByRole('button', { name: /^Quick view: / }).first();
      await quick.click();
      const dialog = page.getByRole('dialog');
      await wait(() => dialog.isVisible()).toBe(true);
      await wait(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await screenshot(page, `catalogue-quick-view-${width}`);
      expect(await axeViolations(page), `quick view at ${width}`).toEqual([]);
      await page.keyboard.press('Escape');
      await wait(() => dialog.count()).toBe(0);
      await wait(() => quick.evaluate((b) => b === document.activeElement)).toBe(true);

      await page.goto(`${app.url}/products/elegant-hand-stitch-leather-steering-cover`);
      await wait(() => heading(page).textContent()).toContain('Steering Cover');
      await screenshot(page, `catalogue-product-${width}`);
      expect(await axeViolations(page), `product page at ${width}`).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
