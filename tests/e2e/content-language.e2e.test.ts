import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

/** A fresh app's first page waits for its route chunk, catalogue and first queries. */
const FIRST_LOAD = { timeout: 20_000 };
/** A language switch asks the page's queries again (the Apollo store is reset). */
const REFETCHED = { timeout: 15_000 };

describe("the shop's content in the shopper's language", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('switches to Hindi and reads Hindi category and product texts, then the same pages served in Hindi', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}/catalog/brakes-suspension`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent(), FIRST_LOAD).toContain('Brakes & Suspension');

    // The picker switches without a reload; the category's own texts come again, in Hindi.
    await page.getByRole('combobox').first().selectOption('hi');
    await expect.poll(() => heading.textContent(), REFETCHED).toContain('ब्रेक और सस्पेंशन');
    await expect.poll(() => page.getByText('ब्रेक डिस्क', { exact: true }).first().isVisible(), REFETCHED).toBe(true);

    // A product page: the brand's product name as written, its part type, options and
    // specification headings in Hindi.
    await page.goto(`${app.url}/products/tvs-girling-brake-shoe-honda-activa-6g`);
    await expect.poll(() => heading.textContent(), FIRST_LOAD).toContain('TVS Girling Brake Shoe Set');
    await expect.poll(() => page.getByText('जगह').first().isVisible(), REFETCHED).toBe(true);
    await expect.poll(() => page.getByText('आगे', { exact: true }).first().isVisible(), REFETCHED).toBe(true);
    await expect.poll(() => page.getByText('विशेषताएँ').first().isVisible(), REFETCHED).toBe(true);
    await screenshot(page, 'content-product-hi');

    // Reloaded, the server renders the page in Hindi (the language cookie) with Hindi content.
    const html = await (await page.request.get(`${app.url}/catalog/brakes-suspension`)).text();
    expect(html).toContain('ब्रेक और सस्पेंशन');
    expect(html).not.toContain('Brakes &amp; Suspension</h1>');

    // And back to English: no Hindi answer is kept for English.
    await page.getByRole('combobox').first().selectOption('en');
    await expect.poll(() => page.getByText('Position').first().isVisible(), REFETCHED).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a service page's workshops in Hindi and Tamil, the workshop's name as written (375 px)", async () => {
    const addresses = {
      hi: { city: 'बैंगलोर', address: '41, 5वाँ क्रॉस, कोरमंगला 6वाँ ब्लॉक, बेंगलुरु 560095' },
      ta: { city: 'பெங்களூரு', address: '41, 5வது குறுக்குத் தெரு, கோரமங்களா 6வது பிளாக், பெங்களூரு 560095' },
    };
    for (const [language, { city, address }] of Object.entries(addresses)) {
      const { context, page, problems } = await newPage(browser, { width: 375, locale: `${language}-IN` });
      await context.addCookies([{ name: 'gp_lang', value: language, url: app.url }]);
      await page.goto(`${app.url}/services/battery`);
      const workshop = page.getByText(address, { exact: false }).first();
      await expect.poll(() => workshop.isVisible(), FIRST_LOAD).toBe(true);
      expect(await workshop.textContent()).toContain('GaadiParts Service Centre Koramangala');
      await expect.poll(() => page.getByText(city, { exact: true }).first().isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).not.toContain('Koramangala 6th Block');
      await workshop.scrollIntoViewIfNeeded();
      await screenshot(page, `service-workshops-${language}-375`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('stays in the language of its cookie after hydration when the browser keeps nothing and speaks English', async () => {
    // A browser set to English whose storage was cleared (or is blocked) but that kept the cookie.
    const { context, page, problems } = await newPage(browser, { locale: 'en-IN' });
    await context.addCookies([{ name: 'gp_lang', value: 'hi', url: app.url }]);
    await page.goto(`${app.url}/products/tvs-girling-brake-shoe-honda-activa-6g`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app), FIRST_LOAD).toBe('ready');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await expect.poll(() => page.getByText('विशेषताएँ').first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.cookie)).toContain('gp_lang=hi');
    expect(problems).toEqual([]);
    await context.close();
  });
});
