import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { PRODUCTS, shopOperation, SIGN_UP } from '../support/shopper-data';

/**
 * The smaller storefront items of issue 24 (item 7 and the price slider), each as a shopper meets
 * it: the price slider after a direct load, the lightbox's focus, recommendations that fill their
 * rows, a product card's buttons, a cart quantity beyond the stock, and a member's garage page.
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const PRODUCT = '/products/elegant-hand-stitch-leather-steering-cover';
const LIST = '/catalog/steering-covers/products';

/** The first product in stock without options, with how many units are in stock. */
async function plainProductInStock(page: Page, url: string) {
  const { products } = await shopOperation(page.request, url, PRODUCTS, { limit: 48 });
  const product = products.items.find((p) => p.stock === 'IN_STOCK' && p.options.length === 0);
  if (!product) throw new Error('no seeded product in stock without options');
  return product;
}

describe('storefront fixes', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ REQUEST_LIMIT_SCALE: '50' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the price slider is there after a direct load of a list page', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1280 });
    await page.goto(app.url + LIST);
    await poll(() => page.getByRole('slider').filter({ visible: true }).count()).toBe(2);
    expect(problems).toEqual([]);
    await context.close();

    // A phone: in the filters drawer.
    const phone = await newPage(browser, { width: 375 });
    await phone.page.goto(app.url + LIST);
    await phone.page.getByRole('button', { name: /^Filters/ }).click();
    await poll(() => phone.page.getByRole('dialog').getByRole('slider').filter({ visible: true }).count()).toBe(2);
    expect(phone.problems).toEqual([]);
    await phone.context.close();
  });

  it('closing the lightbox with Escape gives the focus back to the picture that opened it', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1280 });
    await page.goto(app.url + PRODUCT);
    const picture = page.getByRole('button', { name: /^Zoom picture/ });
    await picture.click();
    await poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog').count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(
      /^Zoom picture/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('related products fill their rows, and a card’s add-to-cart icon never sits alone on a row', async () => {
    for (const width of [1280, 1024, 375]) {
      const { context, page, problems } = await newPage(browser, { width });
      await page.goto(app.url + PRODUCT);
      const related = page.locator('section[aria-labelledby="related"] > ul');
      await related.scrollIntoViewIfNeeded();
      await poll(() => related.locator(':scope > li').count()).toBeGreaterThan(0);
      const { columns, cards } = await related.evaluate((ul) => ({
        columns: getComputedStyle(ul).gridTemplateColumns.split(' ').length,
        cards: ul.children.length,
      }));
      expect(cards % columns, `${cards} cards in ${columns} columns at ${width} px`).toBe(0);

      await page.goto(app.url + LIST);
      const rows = await page.locator('main article').evaluateAll((articles) =>
        articles.map((article) => {
          const buttons = [...article.querySelectorAll('[class*="actions"] a, [class*="actions"] button')];
          const cart = buttons.find((b) => /^(Add to cart|Choose options)/.test(b.getAttribute('aria-label') ?? ''));
          const top = (el: Element) => Math.round(el.getBoundingClientRect().top);
          return cart ? buttons.filter((b) => top(b) === top(cart)).length : 0;
        }),
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(
        rows.every((n) => n >= 2),
        `controls beside the cart icon at ${width} px: ${rows}`,
      ).toBe(true);
      await screenshot(page, `fixes-list-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('a cart quantity beyond the stock says how many there are, counts only those, and typing stops at them', async () => {
    for (const language of ['en', 'hi']) {
      const { context, page, problems } = await newPage(browser, { width: 375 });
      if (language === 'hi') {
        // The shopper chose Hindi (kept in the browser's state, beside the cart).
        await context.addInitScript(() => {
          const state = JSON.parse(localStorage.getItem('gaadiparts:state') ?? '{"version":1,"data":{}}');
          state.data.language = 'hi';
          localStorage.setItem('gaadiparts:state', JSON.stringify(state));
        });
      }
      const product = await plainProductInStock(page, app.url);
      await page.goto(`${app.url}/products/${product.slug}`);
      await page.locator('form[aria-label] button[type="submit"]').first().click();
      // The stock fell below the cart's quantity since it was added (as a cart kept for days finds).
      await poll(() => page.evaluate(() => localStorage.getItem('gaadiparts:state')?.includes('"cart"'))).toBe(true);
      await page.evaluate(() => {
        const state = JSON.parse(localStorage.getItem('gaadiparts:state')!);
        state.data.cart[0].quantity = 999;
        localStorage.setItem('gaadiparts:state', JSON.stringify(state));
      });
      await page.goto(`${app.url}/cart`);
      const quantity = page.locator('main input[inputmode="numeric"]').first();
      await poll(() => quantity.getAttribute('aria-invalid')).toBe('true');
      expect(await quantity.inputValue()).toBe('999');
      const describedBy = (await quantity.getAttribute('aria-describedby'))!;
      const message = page.locator(`[id="${describedBy}"]`);
      if (language === 'en') {
        await poll(() => message.textContent()).toContain('Not enough units in stock for this quantity.');
        const inStock = /In stock: (\d+)/.exec((await message.textContent()) ?? '')![1]!;
        // Only the units in stock count for the totals, and the line says so.
        expect(await page.locator('main').textContent()).toContain(`Counted in the total: ${inStock} of 999`);
        // Typed afresh, 999 stops at what is in stock.
        await quantity.fill('');
        await quantity.pressSequentially('999');
        await poll(() => quantity.inputValue()).toBe(inStock);
        await poll(() => quantity.getAttribute('aria-invalid')).toBe(null);
        expect(await page.locator('main').textContent()).not.toContain('Counted in the total');
      } else {
        await poll(async () => /[\u0900-\u097F]/.test((await message.textContent()) ?? '')).toBe(true);
      }
      await screenshot(page, `fixes-cart-999-${language}-375`);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('a member’s garage page has the account’s navigation; a guest’s garage page works without it', async () => {
    const guest = await newPage(browser, { width: 1280 });
    await guest.page.goto(`${app.url}/account/garage`);
    // (An empty garage opens on its form: "Add a vehicle".)
    await poll(() => guest.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await guest.page.getByRole('navigation', { name: 'My account' }).count()).toBe(0);
    await guest.context.close();

    const { context, page, problems } = await newPage(browser, { width: 1280 });
    await shopOperation(page.request, app.url, SIGN_UP, {
      input: { email: `garage.${Date.now()}@example.in`, password: 'secret-123', firstName: 'Ravi' },
    });
    await page.goto(`${app.url}/account/garage`);
    const nav = page.getByRole('navigation', { name: 'My account' });
    await poll(() => nav.filter({ visible: true }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'My garage' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'fixes-member-garage-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
