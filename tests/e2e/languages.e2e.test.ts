import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { DEPARTMENTS } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';
import { layoutProblems, wordsBrokenInside } from './layout-problems';

/** A fresh app's first page waits for its route chunk, catalogue and first queries. */
const FIRST_LOAD = { timeout: 15_000 };

/** A translation from a catalogue (single-line msgid/msgstr pairs), or the English source. */
function tr(code: string, id: string): string {
  if (code === 'en') return id;
  const match = new RegExp(`^msgid "${id}"\\nmsgstr "(.+)"$`, 'm').exec(
    readFileSync(`locales/${code}/messages.po`, 'utf8'),
  );
  if (!match) throw new Error(`No ${code} translation of ${id}`);
  return match[1]!;
}

const LANGUAGES = [
  { code: 'en', lang: 'en-IN', name: 'English', hero: 'Parts that fit your car and bike' },
  { code: 'hi', lang: 'hi-IN', name: 'हिन्दी', script: /[\u0900-\u097F]/ },
  { code: 'kn', lang: 'kn-IN', name: 'ಕನ್ನಡ', script: /[\u0C80-\u0CFF]/ },
  { code: 'ta', lang: 'ta-IN', name: 'தமிழ்', script: /[\u0B80-\u0BFF]/ },
  { code: 'te', lang: 'te-IN', name: 'తెలుగు', script: /[\u0C00-\u0C7F]/ },
];

describe('storefront shell in five languages', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows shop data from the database and switches through every language without a reload', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(app.url);
    await expect.poll(() => page.getByText('+91 80 4718 2200').first().isVisible(), FIRST_LOAD).toBe(true);
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = Math.random()));

    for (const language of LANGUAGES) {
      await page.getByRole('combobox').first().selectOption(language.code);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
      const heading = page.getByRole('heading', { level: 1 });
      if (language.hero) await expect.poll(() => heading.textContent()).toContain(language.hero);
      else await expect.poll(async () => language.script!.test((await heading.textContent()) ?? '')).toBe(true);
      expect(await page.title()).toBe('GaadiParts');
      await screenshot(page, `home-${language.code}`);
      expect(await axeViolations(page), `axe in ${language.code}`).toEqual([]);
    }
    // Same document all along: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { __marker: number }).__marker)).toBe(marker);

    // The choice survives a reload.
    await page.getByRole('combobox').first().selectOption('ta');
    // The choice is kept once its catalogue has loaded and the page has switched.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ta-IN');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches language from the mobile menu; the home page at 375 px in every language', async () => {
    const { context, page, problems } = await newPage(browser, { width: 375, height: 800 });
    await page.goto(app.url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), FIRST_LOAD)
      .toContain(LANGUAGES[0]!.hero);
    let current = 'en';
    for (const language of [...LANGUAGES.slice(1), LANGUAGES[0]!]) {
      await page.getByRole('button', { name: tr(current, 'Open menu'), exact: true }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('button', { name: new RegExp(`^${tr(current, 'Language')}`) }).click();
      await menu.getByRole('button', { name: language.name, exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language.lang);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      current = language.code;
      const heading = page.getByRole('heading', { level: 1 });
      if (language.hero) await expect.poll(() => heading.textContent()).toContain(language.hero);
      else await expect.poll(async () => language.script!.test((await heading.textContent()) ?? '')).toBe(true);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-375-${language.code}`);
      // Long words in Indian scripts wrap: nothing wider than the phone, overlapping or cut off.
      expect(await page.evaluate(layoutProblems), `layout in ${language.code}`).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('wraps Tamil and Telugu tile names between words on a phone, never scrolling sideways; only a word wider than its tile breaks', async () => {
    const departments = (await askShop(app.url, DEPARTMENTS)).data.categories;
    expect(departments.length).toBeGreaterThan(1);
    // Department pages hold the subcategory tiles and the product grid; then the service cards.
    const paths = ['/', '/services', ...departments.map((d) => `/catalog/${d.slug}`)];
    for (const code of ['ta', 'te']) {
      const { context, page, problems } = await newPage(browser, { width: 390, height: 844 });
      await context.addCookies([{ name: 'gp_lang', value: code, url: app.url }]);
      for (const path of paths) {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${app.url}${path}`);
        await page.evaluate(() => document.fonts.ready);
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 844 });
          expect(await page.evaluate(wordsBrokenInside), `${code} ${path} at ${width} px`).toEqual([]);
          // Nor does a long label (the list's "Sort by" and its choices) widen the page.
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
          expect(sideways, `${code} ${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        }
      }
      await page.goto(`${app.url}/catalog/brakes-suspension`);
      await screenshot(page, `subcategory-tiles-320-${code}`);
      // A name that is one word wider than the whole tile breaks inside the tile, not out of it.
      const tile = page
        .getByRole('list', { name: tr(code, 'Subcategories') })
        .getByRole('link')
        .first();
      await tile
        .locator('strong')
        .evaluate((name) => (name.textContent = name.textContent!.repeat(4).replace(/\s/g, '')));
      expect(await tile.evaluate((a) => a.scrollWidth - a.clientWidth)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('loads only the chosen language’s catalogue', async () => {
    const { context, page } = await newPage(browser);
    const catalogues: string[] = [];
    page.on('request', (request) => {
      if (/\/messages-[\w-]+\.js$/.test(request.url())) catalogues.push(request.url());
    });
    await page.goto(app.url);
    await expect.poll(() => page.getByText('+91 80 4718 2200').first().isVisible(), FIRST_LOAD).toBe(true);
    const english = catalogues.length;
    expect(english).toBe(1);
    await page.getByRole('combobox').first().selectOption('kn');
    await expect.poll(() => catalogues.length).toBe(2);
    await context.close();
  });

  it('shows Page Not Found for an unknown path, coming-soon pages inside the layout, and redirects legacy links', async () => {
    const { context, page, problems } = await newPage(browser, { width: 375, height: 800 });
    const missing = await page.goto(`${app.url}/no/such/page`);
    // Sent with status 404 (the browser reports that in its console, once).
    expect(missing!.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), FIRST_LOAD).toBe('Page Not Found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    await page.goto(`${app.url}/wishlist`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Wishlist');
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toBe('Wishlist — GaadiParts');
    await screenshot(page, 'coming-soon-375');
    expect(await axeViolations(page)).toEqual([]);

    const redirect = await fetch(`${app.url}/servises/2w`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/services/two-wheeler-service');
    await page.goto(`${app.url}/servises/2w`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/services/two-wheeler-service');
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await context.close();
  });
});
