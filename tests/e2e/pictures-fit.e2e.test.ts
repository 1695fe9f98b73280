/**
 * Pictures that match the product and vehicle fit first (issue 24, items 3 and 6;
 * docs/decisions/038): the gallery follows the chosen colour, lists of parts without colours
 * show no swatches, the main picture swipes on a touch screen, and with a vehicle chosen a list
 * starts with the parts that fit it and says how many fit.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../gateway/catalogue/seed/index';
import { axeViolations, launchBrowser, newPage, type RunningApp, startApp } from '../support/e2e';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to the caller, which awaits it
const wait = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

const SHOTS = process.env.SHOTS_DIR;
const SWIFT_2019 = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const helmet = PRODUCTS.find((p) => p.partType === 'helmet' && p.options[0]?.values.some((v) => v.slug === 'white'))!;
const white = helmet.options[0]!.values.find((v) => v.slug === 'white')!;

/** Shopper state as the storefront keeps it (one storage key, one version). */
const withState = (page: Page, data: Record<string, unknown>) =>
  page.context().addInitScript((state) => {
    if (!localStorage.getItem('gaadiparts:state'))
      localStorage.setItem('gaadiparts:state', JSON.stringify({ version: 1, data: state }));
  }, data);

const mainPicture = (page: Page) => page.locator('article img[width="600"]').first();

describe('pictures that match and vehicle fit first', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('choosing White shows the white pictures, and the address keeps the choice', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${app.url}/products/${helmet.slug}`);
    const before = await mainPicture(page).getAttribute('src');
    expect(before).not.toContain('-white');
    await page.getByRole('radio', { name: 'White' }).check({ force: true });
    await wait(() => mainPicture(page).getAttribute('src')).toBe(white.images![0]);
    expect(page.url()).toContain('color=white');
    await page.reload();
    await wait(() => mainPicture(page).getAttribute('src')).toBe(white.images![0]);
    await expect(page.getByRole('radio', { name: 'White' }).isChecked()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a list of brake pads shows no colour swatches; a helmet list shows only colours helmets are sold in', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${app.url}/catalog/brake-pads/products`);
    await wait(() => page.locator('main li:has(h2)').count()).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Colour' }).count()).resolves.toBe(0);
    await page.goto(`${app.url}/catalog/helmets/products`);
    const swatches = page.getByRole('group', { name: 'Colour' }).getByRole('checkbox');
    await wait(() => swatches.count()).toBeGreaterThan(0);
    const soldIn = new Set(
      PRODUCTS.filter((p) => p.categorySlugs.includes('helmets')).flatMap((p) =>
        p.options.flatMap((o) => o.values.map((v) => v.color)),
      ),
    );
    expect(await swatches.count()).toBe([...soldIn].filter(Boolean).length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('swiping the main picture on a touch screen moves to the next and back', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      hasTouch: true,
      isMobile: true,
      locale: 'en-IN',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/products/${helmet.slug}`);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 20_000 });
    const first = await mainPicture(page).getAttribute('src');
    const box = (await page.locator('article img[width="600"]').first().boundingBox())!;
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let i = 1; i <= 5; i++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * i) / 5, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await wait(() => mainPicture(page).getAttribute('src')).toBe(helmet.images[1]);
    expect(first).toBe(helmet.images[0]);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await wait(() => mainPicture(page).getAttribute('src')).toBe(helmet.images[0]);
    await page.getByRole('button', { name: 'Next picture' }).click();
    await wait(() => mainPicture(page).getAttribute('src')).toBe(helmet.images[1]);
    await context.close();
  });

  it('with a vehicle chosen, a list starts with the parts that fit it and says how many fit', async () => {
    const { page, problems, context } = await newPage(browser);
    await withState(page, { garage: [SWIFT_2019], currentVehicle: SWIFT_2019 });
    await page.goto(`${app.url}/catalog/brakes-suspension/products`);
    const status = page.getByRole('status').filter({ hasText: /fit your/ });
    await wait(() => status.textContent()).toMatch(/^\d+ parts? fits? your .*Swift.*\d+ more below$/);
    const [fitting] = (await status.textContent())!.match(/\d+/)!;
    const cards = page.locator('main li:has(h2)');
    await wait(() => cards.count()).toBeGreaterThan(0);
    const texts = await cards.allTextContents();
    const shown = Math.min(Number(fitting), texts.length);
    expect(Number(fitting)).toBeGreaterThan(0);
    for (const text of texts.slice(0, shown)) expect(text).not.toMatch(/Does not fit|Fit not confirmed/);
    for (const text of texts.slice(shown)) expect(text).not.toMatch(/Fits your/);
    expect(texts.slice(shown).length + shown).toBe(texts.length);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.runIf(SHOTS)('screenshots at 375 and 1280 px in English and Hindi, axe clean', async () => {
    for (const language of ['en', 'hi'])
      for (const width of [375, 1280]) {
        const { page, context, problems } = await newPage(browser, { width, height: 900 });
        await withState(page, { garage: [SWIFT_2019], currentVehicle: SWIFT_2019, language });
        await page.goto(`${app.url}/products/${helmet.slug}?color=white`);
        await wait(() => mainPicture(page).getAttribute('src')).toBe(white.images![0]);
        await page.screenshot({ path: `${SHOTS}/product-${language}-${width}.png` });
        await page.goto(`${app.url}/catalog/brake-pads/products`);
        await wait(() => page.getByRole('status').filter({ hasText: /\d/ }).count()).toBeGreaterThan(0);
        await page.screenshot({ path: `${SHOTS}/list-${language}-${width}.png` });
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await context.close();
      }
  });
});
