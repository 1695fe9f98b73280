import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  openBeforeHydration,
  type RunningApp,
  screenshot,
  startApp,
} from '../support/e2e';

/**
 * Nothing is lost before hydration (issue 24, item 5, docs/decisions/037): a server-rendered page
 * is on screen before its scripts have run. A control that cannot act yet says so (disabled and
 * busy in the server's HTML, cleared by hydration); the header's widgets show their look in the
 * box they will take; and a slow hydration never makes React throw the server's HTML away.
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
const LIST = '/catalog/steering-covers/products';

const isBusy = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => ({
      disabled: el.matches(':disabled'),
      busy: el.closest('[aria-busy="true"]') !== null,
    }));

describe('before hydration', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a tap on Add to cart, a quantity or the currency is visibly refused as busy, and the controls work once live', async () => {
    const { context, page, problems, live } = await openBeforeHydration(browser, app.url + PRODUCT);
    const add = 'form[aria-label="Options"] button[type="submit"]';
    const currency = 'select:has(option[value="EUR"])';
    const quantity = 'form[aria-label="Options"] input[inputmode="numeric"]';
    const colour = 'form[aria-label="Options"] input[type="radio"]';
    for (const selector of [add, currency, quantity, colour]) {
      expect(await isBusy(page, selector), selector).toEqual({ disabled: true, busy: true });
    }
    // The shopper taps Add to cart at once: the button is disabled, so nothing happens (no form post either).
    await page.locator(add).click({ force: true, timeout: 2_000 });
    expect(new URL(page.url()).pathname).toBe(PRODUCT);
    await live();
    for (const selector of [add, currency, quantity, colour]) {
      await poll(() => isBusy(page, selector)).toEqual({ disabled: false, busy: false });
    }
    // Nothing was added behind the shopper's back, and the controls now act.
    expect(await page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()).toBe(0);
    // One value of each option group (colour, size…), then Add to cart.
    const groups = await page
      .locator(colour)
      .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
    for (const name of groups) await page.locator(`${colour}[name="${name}"]`).first().check({ force: true });
    await page.locator(add).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()).toBe(1);
    await page.locator(currency).selectOption('EUR');
    await poll(() => page.getByText(/€\s?\d/).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a product card’s buttons on a list are busy until hydrated', async () => {
    const { context, page, problems, live } = await openBeforeHydration(browser, app.url + LIST, 375);
    const cardButtons = 'main article button';
    expect(await page.locator(cardButtons).count()).toBeGreaterThan(0);
    const states = await page
      .locator(cardButtons)
      .evaluateAll((buttons) => buttons.map((b) => b.matches(':disabled') && b.getAttribute('aria-busy') === 'true'));
    expect(states.every(Boolean)).toBe(true);
    await live();
    await poll(() => page.locator(`${cardButtons}[aria-busy="true"]`).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the header’s widgets show their look in the server’s HTML and nothing moves when they arrive', async () => {
    for (const width of [1280, 375]) {
      const { context, page, problems, live } = await openBeforeHydration(browser, app.url + PRODUCT, width);
      await page.evaluate(() => {
        (window as Window & { shifts?: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as Window & { shifts?: number }).shifts! += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const header = page.locator('header').first();
      // The cart and (on phones) the account are reachable before any script: links with a name.
      const cart = header.locator('a[href="/cart"]:visible');
      const account = header.locator('a[href="/account/dashboard"]:visible');
      expect(await cart.count(), `cart at ${width}`).toBe(1);
      expect(await account.count(), `account at ${width}`).toBe(1);
      // Where the logo, the wishlist and the cart are: a widget arriving in a box of another size moves them.
      const boxes = async () => {
        const box = async (selector: string, text?: string) => {
          const found = header.locator(selector).filter({ visible: true, ...(text ? { hasText: text } : {}) });
          const b = (await found.first().boundingBox())!;
          return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width) };
        };
        return {
          logo: await box('a[href="/"]'),
          wishlist: await box('a[href="/wishlist"]'),
          cart:
            width > 768 ? await box('a[href="/cart"], button[aria-haspopup]', 'Cart') : await box('a[href="/cart"]'),
        };
      };
      const headerHeight = async () => (await header.boundingBox())!.height;
      const before = { height: await headerHeight(), boxes: await boxes() };
      await screenshot(page, `hydration-header-before-${width}`);
      await header.screenshot({ path: `artifacts/screenshots/hydration-header-before-${width}-header.png` });
      await live();
      // The widgets' code arrives after the first paint: wait for the cart button or badge.
      await poll(() =>
        header.locator(width > 768 ? 'button[aria-haspopup]' : 'a[href="/cart"][aria-label]').count(),
      ).toBeGreaterThan(0);
      await page.waitForTimeout(500);
      expect(await headerHeight(), `header height at ${width}`).toBe(before.height);
      const after = await boxes();
      await header.screenshot({ path: `artifacts/screenshots/hydration-header-after-${width}-header.png` });
      for (const [name, was] of Object.entries(before.boxes)) {
        const now = after[name as keyof typeof after];
        expect(Math.abs(now.x - was.x) + Math.abs(now.y - was.y), `${name} moved at ${width}`).toBeLessThanOrEqual(2);
        expect(Math.abs(now.width - was.width), `${name} resized at ${width}`).toBeLessThanOrEqual(2);
      }
      const shifts = await page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0);
      expect(shifts, `layout shift at ${width}`).toBeLessThan(0.01);
      await screenshot(page, `hydration-header-after-${width}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('a service page hydrated late keeps the booking form the server rendered (no React error 418)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-IN' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    // A slow phone: the service page's code arrives 3 s after the app's entry.
    const slow = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    };
    await page.route(/\/assets\/service-page-[\w-]+\.js$/, slow);
    for (const slug of ['two-wheeler-service', 'tyres']) {
      await page.goto(`${app.url}/services/${slug}`);
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 30_000 });
      await page.waitForTimeout(300);
      expect(await page.locator('#book').getAttribute('aria-busy'), slug).not.toBe('true');
      expect(await page.getByText('Loading…').count(), slug).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
