import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newPage,
  openBeforeHydration,
  type RunningApp,
  screenshot,
  startApp,
} from '../support/e2e';

/**
 * The rest of issue 24's storefront items (docs/decisions/041): the quick view's price and Add to
 * cart in a phone's first screen, a Tamil header whose search placeholder is not cut at 1280 px,
 * and the "My vehicle" button's box kept before hydration.
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const LIST = '/catalog/products?search=helmet';
const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';

/** Chooses a language as the shopper's picker does (kept in the browser's state). */
async function chooseLanguage(page: Page, language: string) {
  await page.context().addInitScript((code) => {
    const state = JSON.parse(localStorage.getItem('gaadiparts:state') ?? '{"version":1,"data":{}}');
    state.data.language = code;
    localStorage.setItem('gaadiparts:state', JSON.stringify(state));
  }, language);
}

/** Whether an element is inside the viewport and on top at its centre (not covered, not scrolled away). */
const onScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.some((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
        return false;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    }),
  );

describe('storefront, the rest of issue 24', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ REQUEST_LIMIT_SCALE: '50' }), launchBrowser()]);
  }, 300_000); // the app's start stretches with the machine's load (tests/support/e2e.ts)
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the quick view shows the price and Add to cart in a 375×667 screen without scrolling', async () => {
    for (const language of ['en', 'hi']) {
      const { context, page, problems } = await newPage(browser, { width: 375, height: 667 });
      if (language === 'hi') await chooseLanguage(page, 'hi');
      await page.goto(app.url + LIST);
      const quickView = language === 'en' ? 'Quick view: ' : 'झलक: ';
      await page.locator(`main article button[aria-label^="${quickView}"]`).first().click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.locator('form[aria-label] button[type="submit"]').count()).toBe(1);
      await page.waitForTimeout(300); // the dialog's opening animation
      const name = language === 'en' ? /^Add to cart$/ : /\S/;
      const add = dialog.locator('button[type="submit"]').filter({ hasText: name });
      expect(await add.count()).toBeGreaterThan(0);
      expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
      await poll(() => onScreen(page, '[role="dialog"] button[type="submit"][form]')).toBe(true);
      await poll(() => onScreen(page, '[role="dialog"] [class*="docked"] [class*="price"]')).toBe(true);
      // The docked button submits the quick view's form: the helmet's options are asked for where they are chosen.
      await page.locator('[role="dialog"] button[type="submit"][form]').click();
      await poll(() => dialog.getByRole('alert').count()).toBe(1);
      await screenshot(page, `rest-quick-view-${language}-375`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the Tamil, Kannada and Telugu headers at 1280 px show the whole search placeholder', async () => {
    for (const language of ['ta', 'kn', 'te', 'hi', 'en']) {
      const { context, page, problems } = await newPage(browser, { width: 1280 });
      await chooseLanguage(page, language);
      await page.goto(app.url + '/');
      const field = page.locator('header input[type="search"]').filter({ visible: true });
      await poll(() => field.evaluate((i) => (i as HTMLInputElement).disabled)).toBe(false);
      const fit = await field.evaluate((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return {
          placeholder: input.getAttribute('placeholder'),
          text: context.measureText((input as HTMLInputElement).placeholder).width,
          room,
        };
      });
      expect(fit.room, `${language}: “${fit.placeholder}” needs ${fit.text} px`).toBeGreaterThanOrEqual(fit.text);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
      if (language === 'ta') {
        await page.locator('header').first().screenshot({ path: 'artifacts/screenshots/rest-header-ta-1280.png' });
        expect(await axeViolations(page)).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('the “My vehicle” button has its look and box in the server’s HTML, and keeps them after hydration', async () => {
    for (const width of [1280, 375]) {
      // The app's scripts wait: the server's HTML as a shopper sees it in the first seconds.
      const { context, page, problems, live } = await openBeforeHydration(browser, app.url + PRODUCT, width);
      const vehicle = page.locator('header [aria-label^="My vehicle"]').filter({ visible: true });
      const field = page.locator('header input[type="search"]').filter({ visible: true });
      const boxes = async () => {
        const round = (b: { x: number; y: number; width: number; height: number } | null) =>
          b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
        return { vehicle: round(await vehicle.boundingBox()), field: round(await field.boundingBox()) };
      };
      expect(await vehicle.count(), `vehicle before hydration at ${width}`).toBe(1);
      // A plain link until then: a tap opens the garage, where a vehicle is chosen.
      expect(await vehicle.getAttribute('href')).toBe('/account/garage');
      const before = await boxes();
      await page
        .locator('header')
        .first()
        .screenshot({ path: `artifacts/screenshots/rest-vehicle-before-${width}.png` });
      await live();
      // The button itself (a dialog trigger) has arrived.
      await poll(() => page.locator('header button[aria-label^="My vehicle"]').filter({ visible: true }).count()).toBe(
        1,
      );
      const after = await boxes();
      await page
        .locator('header')
        .first()
        .screenshot({ path: `artifacts/screenshots/rest-vehicle-after-${width}.png` });
      expect(after, `boxes at ${width}`).toEqual(before);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
