import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, type ExpectStatic, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { createShopperData, type ShopperData } from '../support/shopper-data';

/**
 * Phones (issue 24, item 4): no page is wider than the screen. Every route of the web app's route
 * table is visited with real data (a signed-in shopper with an address, an order, a booking and two
 * products to compare) at 320 and 375 px, in English and in Tamil (the longest words), and the
 * document may not scroll sideways.
 */
/** Polls with the test's own `expect` (the two languages run side by side: concurrent tests need their own). */
const pollWith =
  (local: ExpectStatic) =>
  <T>(read: () => T | Promise<T>) =>
    // oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
    local.poll(read, { timeout: 15_000, interval: 100 });
const poll = pollWith(expect);

/** The paths of the route table (and the account feature's routes), read from their sources. */
function routePaths(): string[] {
  const sources = ['web/src/app/route-table.tsx', 'web/src/features/account/account-routes.tsx'];
  return sources.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    return source.includes('index: true') ? ['', ...paths] : paths;
  });
}

/** A concrete address for every route, with the seeded catalogue's slugs and the shopper's tokens. */
function concrete(data: ShopperData): Record<string, string> {
  return {
    '': '/',
    catalog: '/catalog',
    'catalog/products': '/catalog/products',
    'catalog/:slug': '/catalog/brakes-suspension',
    'catalog/:slug/products': '/catalog/brakes-suspension/products',
    'products/:slug': `/products/${data.productSlug}`,
    cart: '/cart',
    'cart/checkout': '/cart/checkout',
    'cart/checkout/:token': `/cart/checkout/${data.order.token}`,
    'cart/checkout/:token/invoice': `/cart/checkout/${data.order.token}/invoice`,
    'cart/checkout/:token/credit-note': `/cart/checkout/${data.order.token}/credit-note`,
    wishlist: '/wishlist',
    compare: '/compare',
    'track-order': '/track-order',
    'stock-notices/cancel': '/stock-notices/cancel?token=abc',
    'account/login': '/account/login',
    'account/register': '/account/register',
    'account/forgot-password': '/account/forgot-password',
    'account/reset-password': '/account/reset-password?token=abc',
    'account/dashboard': '/account/dashboard',
    'account/profile': '/account/profile',
    'account/password': '/account/password',
    'account/addresses': '/account/addresses',
    'account/addresses/new': '/account/addresses/new',
    'account/addresses/:id': `/account/addresses/${data.addressId}`,
    'account/garage': '/account/garage',
    'account/orders': '/account/orders',
    'account/orders/:id': `/account/orders/${data.order.id}`,
    'account/claim-orders': '/account/claim-orders',
    'account/bookings': '/account/bookings',
    'account/stock-notices': '/account/stock-notices',
    services: '/services',
    'services/bookings/:token': `/services/bookings/${data.bookingToken}`,
    'services/:slug': '/services/two-wheeler-service',
    blogs: '/blogs',
    'blogs/:slug': '/blogs/when-to-replace-brake-pads',
    'about-us': '/about-us',
    'contact-us': '/contact-us',
    terms: '/terms',
    faq: '/faq',
    privacy: '/privacy',
    '*': '/no-such-page',
  };
}

const WIDTHS = [320, 375];

/** How far the document scrolls sideways beyond the screen, at each width (0 when it does not). */
async function overflowAtWidths(page: Page): Promise<Record<number, number>> {
  const found: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    // Two frames: the media queries apply and React re-renders the header for the new width.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    found[width] = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
  return found;
}

async function settle(page: Page, local: ExpectStatic) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await pollWith(local)(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
}

describe('phone layouts', () => {
  let app: RunningApp;
  let browser: Browser;
  let data: ShopperData;
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ REQUEST_LIMIT_SCALE: '50' }), launchBrowser()]);
    const { context, page } = await newPage(browser, { width: 375 });
    data = await createShopperData(context.request, app.url);
    // Two products in the compare list, chosen as a shopper does.
    for (const id of data.productIds.slice(0, 2)) {
      await page.goto(`${app.url}/compare`);
      await page.evaluate((productId) => {
        const state = JSON.parse(localStorage.getItem('gaadiparts:state') ?? '{"version":1,"data":{}}');
        state.data.compare = [...(state.data.compare ?? []), productId];
        localStorage.setItem('gaadiparts:state', JSON.stringify(state));
      }, id);
    }
    await page.reload();
    await page.waitForLoadState('networkidle');
    storageState = await context.storageState();
    await context.close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('has an address with real data for every route of the route table', () => {
    expect(Object.keys(concrete(data)).sort()).toEqual([...new Set(routePaths())].sort());
  });

  // Side by side: each page mostly waits for its network to go quiet (`settle`), not for the CPU.
  for (const locale of ['en-IN', 'ta-IN']) {
    it.concurrent(
      `no route is wider than a 320 or 375 px screen in ${locale}`,
      async ({ expect }) => {
        const poll = pollWith(expect);
        const context = await browser.newContext({ storageState, locale, viewport: { width: 375, height: 740 } });
        const page = await context.newPage();
        const wide: string[] = [];
        for (const path of Object.values(concrete(data))) {
          await page.goto(app.url + path);
          await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 20_000 });
          await settle(page, expect);
          for (const [width, extra] of Object.entries(await overflowAtWidths(page))) {
            if (extra > 0) wide.push(`${path} at ${width} px: ${extra} px too wide`);
          }
        }
        // The tracking result: the order found by its number and e-mail.
        await page.goto(`${app.url}/track-order`);
        await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 20_000 });
        await page.locator('main input[inputmode="numeric"]').fill(String(data.order.number));
        await page.locator('main input[type="email"]').fill(data.email);
        await page.locator('main form button[type="submit"]').click();
        await poll(() => page.locator('#tracked-order').count()).toBe(1);
        await settle(page, expect);
        for (const [width, extra] of Object.entries(await overflowAtWidths(page))) {
          if (extra > 0) wide.push(`tracking result at ${width} px: ${extra} px too wide`);
        }
        expect(wide).toEqual([]);
        await context.close();
      },
      600_000,
    );
  }

  it('a phone keeps price and Add to cart on screen on the product page; the cart’s names are readable', async () => {
    const { context, page, problems } = await newPage(browser, { width: 375, height: 667 });
    await page.goto(`${app.url}/products/${data.productSlug}`);
    // The buy bar at the bottom of the first screen: the price and the button, without scrolling.
    const bar = page.getByRole('button', { name: 'Add to cart' }).last();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    expect(box.y).toBeGreaterThan(500);
    const price = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button[form]')].at(-1)!;
      return button.parentElement!.textContent ?? '';
    });
    expect(price).toMatch(/₹\s?[\d,]+/);
    await screenshot(page, 'phone-product-buy-bar-375');
    await bar.click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()).toBe(1);
    await page.goto(`${app.url}/cart`);
    // The cart's product names are readable at 375 px (not one word per line).
    const name = page.locator('main a[href^="/products/"]').first();
    await poll(() => name.count()).toBe(1);
    expect((await name.boundingBox())!.width).toBeGreaterThanOrEqual(160);
    await screenshot(page, 'phone-cart-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
