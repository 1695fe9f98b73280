import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageLatinShare } from '../../scripts/latin-share/product-page';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

const FIRST_LOAD = { timeout: 20_000 };
const SLUG = 'exide-mileage-ml38b20l-35ah-car-battery';

describe('reviews in the shopper’s language', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows a Hindi product page with Hindi reviews first and the others labelled with their language', async () => {
    for (const width of [375, 1280]) {
      const { context, page, problems } = await newPage(browser, { width, locale: 'hi-IN' });
      await context.addCookies([{ name: 'gp_lang', value: 'hi', url: app.url }]);
      await page.goto(`${app.url}/products/${SLUG}`);
      const reviews = page.locator('#reviews-section li');
      await expect.poll(() => reviews.count(), FIRST_LOAD).toBe(8);
      // Hindi reviews first, in Devanagari; then the others, each saying which language it is in.
      const languages = await reviews.locator('p[lang]').evaluateAll((ps) => ps.map((p) => p.getAttribute('lang')));
      const hindi = languages.filter((l) => l === 'hi').length;
      expect(hindi).toBeGreaterThan(0);
      expect(languages.slice(0, hindi)).toEqual(Array(hindi).fill('hi'));
      expect(await reviews.first().locator('p[lang="hi"]').textContent()).toMatch(/\p{Script=Devanagari}/u);
      const others = reviews.nth(hindi);
      expect(await others.textContent()).toMatch(/(अंग्रेज़ी|कन्नड़|तमिल|तेलुगु) में लिखी गई/);
      expect(await reviews.first().textContent()).not.toContain('में लिखी गई');
      await others.scrollIntoViewIfNeeded();
      await screenshot(page, `review-languages-hi-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it.each(['hi', 'kn', 'ta', 'te'])(
    'keeps Latin letters under a fifth of the server-rendered page in %s',
    async (language) => {
      const share = await productPageLatinShare(app.url, SLUG, language);
      expect(share.letters).toBeGreaterThan(1000);
      expect(share.share, share.words.slice(0, 20).join(' ')).toBeLessThan(0.2);
    },
  );
});
