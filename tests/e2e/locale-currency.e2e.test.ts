import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { CURRENCIES } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';
import { layoutProblems } from './layout-problems';

/**
 * Issue 8: switching language and currency through the header on the product list and the
 * product page changes the visible texts and every price at once, and both survive a reload.
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const LIST = '/catalog/steering-covers/products';
const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
/** ₹ then 1–3 digits, or 1–2 digits and pairs ending with three (lakhs, crores), and paise. */
const INDIAN_RUPEES = /^₹(?:\d{1,3}|\d{1,2}(?:,\d{2})*,\d{3})\.\d{2}$/;

/** The translations of a catalogue (single-line msgid/msgstr pairs are enough for the texts used here). */
function catalogue(code: string): Map<string, string> {
  const text = readFileSync(`locales/${code}/messages.po`, 'utf8');
  return new Map([...text.matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)].map((m) => [m[1]!, m[2]!]));
}
const CATALOGUES = new Map(['hi', 'ta'].map((code) => [code, catalogue(code)]));
const tr = (code: string, id: string) => (code === 'en' ? id : CATALOGUES.get(code)!.get(id)!);

/** Every price on the page, in document order. */
const prices = (page: Page) => page.evaluate(() => document.body.innerText.match(/(?:₹|€|\$)\s?\d[\d,.]*\d/g) ?? []);

const paise = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);

/** Paise → cents at a decimal rate, half away from zero (as the spec says; prices are positive). */
function cents(amount: number, rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  return Number((BigInt(amount) * BigInt(whole! + fraction) * 2n + scale) / (2n * scale));
}

async function choose(page: Page, options: { language?: string; currency?: string }) {
  if (options.language) {
    await page.locator('select:has(option[value="hi"])').selectOption(options.language);
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(`${options.language}-IN`);
  }
  if (options.currency) await page.locator('select:has(option[value="EUR"])').selectOption(options.currency);
}

describe('language and currency on the product list and product page', () => {
  let app: RunningApp;
  let browser: Browser;
  let rates: Map<string, string>;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const { data } = await askShop(app.url, CURRENCIES);
    rates = new Map(data.currencies.map((c) => [c.code, c.rate]));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The rupee prices shown as `currency` in the page's current language, formatted by the browser's Intl. */
  async function expected(page: Page, rupees: string[], currency: string): Promise<string[]> {
    if (currency === 'INR') return rupees;
    const minor = rupees.map((r) => cents(paise(r), rates.get(currency)!));
    return page.evaluate(
      ([amounts, code]) => {
        const format = new Intl.NumberFormat(document.documentElement.lang, {
          style: 'currency',
          currency: code,
          numberingSystem: 'latn',
        });
        return amounts.map((a) => format.format(a / 100));
      },
      [minor, currency] as const,
    );
  }

  async function expectPrices(page: Page, rupees: string[], currency: string) {
    const want = await expected(page, rupees, currency);
    await poll(() => prices(page)).toEqual(want);
    const symbol = { INR: '₹', EUR: '€', USD: '$' }[currency]!;
    expect(want.every((p) => p.includes(symbol))).toBe(true);
  }

  it('switches texts and every price on the product list, and keeps both after a reload', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}${LIST}`);
    await poll(() => page.getByRole('link', { name: 'View details' }).count()).toBeGreaterThan(2);
    const cards = await page.getByRole('link', { name: 'View details' }).count();
    const rupees = await prices(page);
    expect(rupees.length).toBeGreaterThan(5);
    for (const price of rupees) expect(price).toMatch(INDIAN_RUPEES);

    await choose(page, { currency: 'EUR' });
    await expectPrices(page, rupees, 'EUR');

    await choose(page, { language: 'hi' });
    await poll(() => page.getByRole('combobox', { name: tr('hi', 'Sort by') }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: tr('hi', 'View details') }).count()).toBe(cards);
    expect(await page.getByRole('link', { name: 'View details' }).count()).toBe(0);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /[\u0900-\u097F]/ })
        .count(),
    ).toBeGreaterThan(0);
    await expectPrices(page, rupees, 'EUR');
    await choose(page, { currency: 'USD' });
    await expectPrices(page, rupees, 'USD');
    await screenshot(page, 'locale-currency-list-hi-usd');

    await choose(page, { language: 'ta', currency: 'INR' });
    await poll(() => page.getByRole('combobox', { name: tr('ta', 'Sort by') }).isVisible()).toBe(true);
    await expectPrices(page, rupees, 'INR');
    await choose(page, { currency: 'EUR' });
    await expectPrices(page, rupees, 'EUR');

    await page.reload();
    await poll(() => page.getByRole('link', { name: tr('ta', 'View details') }).count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(await page.locator('select:has(option[value="EUR"])').inputValue()).toBe('EUR');
    await expectPrices(page, rupees, 'EUR');
    await screenshot(page, 'locale-currency-list-ta-eur');
    expect(await page.evaluate(layoutProblems), 'list in Tamil').toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches texts and every price on the product page, and keeps both after a reload', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}${PRODUCT}`);
    const addToCart = (code: string) =>
      page.getByRole('button', { name: tr(code, 'Add to cart'), exact: true }).first();
    await poll(() => addToCart('en').isVisible()).toBe(true);
    await poll(() => page.getByRole('heading', { name: 'Related products' }).isVisible()).toBe(true);
    const rupees = await prices(page);
    expect(rupees.length).toBeGreaterThan(3);
    for (const price of rupees) expect(price).toMatch(INDIAN_RUPEES);
    const name = await page.getByRole('heading', { level: 1 }).textContent();

    await choose(page, { language: 'hi', currency: 'EUR' });
    await poll(() => addToCart('hi').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: tr('hi', 'Description') }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: tr('hi', 'Related products') }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await expectPrices(page, rupees, 'EUR');

    await choose(page, { language: 'ta', currency: 'USD' });
    await poll(() => addToCart('ta').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: tr('hi', 'Add to cart'), exact: true }).count()).toBe(0);
    await expectPrices(page, rupees, 'USD');
    await screenshot(page, 'locale-currency-product-ta-usd');
    expect(await page.evaluate(layoutProblems), 'product page in Tamil').toEqual([]);

    await page.reload();
    await poll(() => addToCart('ta').isVisible()).toBe(true);
    await expectPrices(page, rupees, 'USD');

    await choose(page, { language: 'en', currency: 'INR' });
    await poll(() => addToCart('en').isVisible()).toBe(true);
    await expectPrices(page, rupees, 'INR');
    expect(problems).toEqual([]);
    await context.close();
  });
});
