import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { LATEST_POST } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';
import { layoutProblems } from './layout-problems';

/**
 * The layout right to left (issue 8): the main pages with `<html dir="rtl">` at phone and desktop
 * widths, checked by measuring, not by eye alone (the screenshots are for the eye).
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const PRODUCT = 'tvs-girling-brake-shoe-honda-activa-6g';

async function rtl(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await page.waitForLoadState('networkidle');
  // Two frames: styles recomputed and any layout effect (e.g. carousels measuring) done.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Drawers slide in: measure where they come to rest, not mid-slide (a busy machine slows the slide).
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function check(page: Page, name: string): Promise<string[]> {
  await rtl(page);
  await screenshot(page, `rtl-${name}`);
  return (await page.evaluate(layoutProblems)).map((p) => `${name}: ${p}`);
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

describe('right-to-left layout', () => {
  let app: RunningApp;
  let browser: Browser;
  let post: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    post = (await askShop(app.url, LATEST_POST)).data.latestPosts[0]!.slug;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const width of [375, 1280]) {
    it(`has nothing overlapping or cut off at ${width} px`, async () => {
      const { context, page, problems: console } = await newPage(browser, { width, height: 900 });
      const found: string[] = [];

      await page.goto(app.url);
      await poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      found.push(...(await check(page, `home-${width}`)));
      if (width < 600) {
        await page.getByRole('button', { name: 'Open menu', exact: true }).click();
        await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
        found.push(...(await check(page, `menu-${width}`)));
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /^Language/ })
          .click();
        await poll(() => page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).isVisible()).toBe(true);
        found.push(...(await check(page, `menu-languages-${width}`)));
        await page.keyboard.press('Escape');
        await poll(() => page.getByRole('dialog').count()).toBe(0);
      }

      await page.goto(`${app.url}/catalog/steering-covers/products`);
      await poll(() => main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      found.push(...(await check(page, `list-${width}`)));
      if (width < 600) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await poll(() => page.getByRole('dialog', { name: 'Filters' }).isVisible()).toBe(true);
        found.push(...(await check(page, `filters-${width}`)));
        await page.keyboard.press('Escape');
      }

      await page.goto(`${app.url}/products/${PRODUCT}`);
      const form = page.getByRole('form', { name: 'Options' });
      await poll(() => form.isVisible()).toBe(true);
      found.push(...(await check(page, `product-${width}`)));
      await form.getByRole('radio').first().check({ force: true });
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()).toBeGreaterThan(0);

      await page.goto(`${app.url}/cart`);
      await poll(() =>
        main(page)
          .getByRole('button', { name: /^Remove/ })
          .count(),
      ).toBeGreaterThan(0);
      found.push(...(await check(page, `cart-${width}`)));

      await page.goto(`${app.url}/cart/checkout`);
      await poll(() => h1(page).isVisible()).toBe(true);
      await poll(() => main(page).getByRole('button', { name: 'Place order' }).isVisible()).toBe(true);
      found.push(...(await check(page, `checkout-${width}`)));

      await page.goto(`${app.url}/account/login`);
      await poll(() => main(page).getByRole('button', { name: 'Sign in' }).first().isVisible()).toBe(true);
      found.push(...(await check(page, `sign-in-${width}`)));

      await page.goto(`${app.url}/services`);
      await poll(() => h1(page).isVisible()).toBe(true);
      await poll(() => main(page).getByRole('link').count()).toBeGreaterThan(2);
      found.push(...(await check(page, `services-${width}`)));

      await page.goto(`${app.url}/blogs/${post}`);
      await poll(() => main(page).getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      found.push(...(await check(page, `blog-post-${width}`)));

      expect(found).toEqual([]);
      expect(console).toEqual([]);
      await context.close();
    });
  }
});
