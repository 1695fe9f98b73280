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
});
