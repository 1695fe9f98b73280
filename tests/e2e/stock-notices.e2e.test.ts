import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { graphql } from '../support/graphql';
import { PRODUCTS, shopOperation, SIGN_UP } from '../support/shopper-data';

/**
 * "Tell me when it is back" on an out-of-stock product (issue #24, docs/decisions/041): a shopper
 * asks with an e-mail address, is refused in words when it is missing, gets a confirmation e-mail
 * whose link stops the notice after a click.
 */
const PRODUCT = '/products/rynox-aquaduct-rain-suit'; // out of stock in the sample data
const PRODUCT_NAME = 'Rynox Aquaduct Rain Suit (Jacket + Pants)';
const NOTIFY = graphql(`
  mutation StockNoticesE2eNotify($input: NotifyWhenInStockInput!) {
    notifyWhenInStock(input: $input) {
      requested
    }
  }
`);
const outboxDir = mkdtempSync(join(tmpdir(), 'gaadiparts-e2e-stock-notices-'));

/** The e-mails written to the outbox for an address (JSON side files of the development mailer). */
function mailsTo(to: string): { subject: string; links: string[] }[] {
  return readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map(
      (f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as { to: string; subject: string; links: string[] },
    )
    .filter((m) => m.to === to);
}

/** The status line that says the rain suit's notice stopped (the e-mail's link and the account list say it alike). */
async function expectStopped(page: Page) {
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Stopped\./ })
        .textContent(),
    )
    .toContain('Rynox Aquaduct Rain Suit');
}

/** Every page this page's context opens from now on is in Hindi, the language the shopper chose. */
async function inHindi(page: Page) {
  await page.context().addInitScript(() => {
    localStorage.setItem('gaadiparts:state', JSON.stringify({ version: 1, data: { language: 'hi' } }));
  });
}

/** The page at a phone's 375 px: nothing wider than the screen, and its screenshot. */
async function phoneScreenshot(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, name);
}

describe('back-in-stock notices', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ OUTBOX_DIR: outboxDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a shopper asks on a phone, is e-mailed a confirmation, and stops the notice with its link', async () => {
    const { context, page, problems } = await newPage(browser, { width: 375, height: 740 });
    await page.goto(app.url + PRODUCT);
    const form = page.getByRole('form', { name: 'Out of stock: tell me when it is back' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Nothing typed: refused on the field, in words, and nothing is sent.
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toMatch(/\S/);
    expect(await form.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(mailsTo('asha.stock@example.in')).toEqual([]);

    await form.getByLabel('E-mail address').fill('asha.stock@example.in');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'asha.stock@example.in' }).isVisible())
      .toBe(true);
    await screenshot(page, 'stock-notice-asked-375');
    expect(problems).toEqual([]);

    // The confirmation e-mail's link asks before it stops anything (mail scanners open links).
    await expect.poll(() => mailsTo('asha.stock@example.in').length).toBe(1);
    const cancel = mailsTo('asha.stock@example.in')[0]!.links.find((link) => link.includes('/stock-notices/cancel'));
    expect(cancel).toBeDefined();
    await page.goto(cancel!.replace(/^https?:\/\/[^/]+/, app.url));
    await expect.poll(() => page.getByRole('heading', { name: 'Stop a back-in-stock notice' }).isVisible()).toBe(true);
    expect(await page.getByText(/^Stopped\./).count()).toBe(0);
    await page.getByRole('button', { name: 'Stop the notice' }).click();
    await expectStopped(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-in shopper sees the requests made signed in (not a guest’s with their address) in the account and stops one', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1280 });
    const email = `waiting.${Date.now()}@example.in`;
    // A guest asked with this address first; then the shopper signs up with it and asks, signed in, for
    // another product. Accounts do not prove their address, so the guest's request stays off the list.
    const { products } = await shopOperation(context.request, app.url, PRODUCTS, { limit: 100 });
    const [other, guests] = products.items.filter((p) => p.stock === 'OUT_OF_STOCK' && !p.name.startsWith('Rynox'));
    await shopOperation(context.request, app.url, NOTIFY, { input: { productId: guests!.id, email } });
    await shopOperation(context.request, app.url, SIGN_UP, {
      input: { email, password: 'notices secret', firstName: 'Kavya', lastName: 'Nair' },
    });
    await shopOperation(context.request, app.url, NOTIFY, { input: { productId: other!.id } });

    // Signed in, one tap on the product page asks with the account's address.
    await page.goto(app.url + PRODUCT);
    const form = page.getByRole('form', { name: 'Out of stock: tell me when it is back' });
    await expect.poll(() => form.getByText(`We will e-mail ${email} once`).isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: email }).isVisible()).toBe(true);

    // The account's navigation leads to the list: the two signed-in requests, newest first, each product linked.
    await page.goto(app.url + '/account/dashboard');
    const nav = page.getByRole('navigation', { name: 'My account' });
    await nav.getByRole('link', { name: 'Back-in-stock notices' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Back-in-stock notices' }).isVisible()).toBe(true);
    const list = page.getByRole('list', { name: 'Products you are waiting for' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('link').allTextContents()).toEqual([PRODUCT_NAME, other!.name]);
    expect(await list.getByRole('link', { name: PRODUCT_NAME }).getAttribute('href')).toBe(PRODUCT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'stock-notices-account-1280');
    await phoneScreenshot(page, 'stock-notices-account-375');

    await list.getByRole('button', { name: `Stop the notice for ${PRODUCT_NAME}` }).click();
    await expectStopped(page);
    expect(await list.getByRole('link').allTextContents()).toEqual([other!.name]);
    // Stopped for good: the server's list says so too.
    await page.reload();
    await expect.poll(() => list.getByRole('link').allTextContents()).toEqual([other!.name]);
    expect(await axeViolations(page)).toEqual([]);

    // The same page in Hindi, once the header knows the shopper too.
    await inHindi(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'स्टॉक में वापसी की सूचनाएँ' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('banner').getByText('Kavya Nair').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'stock-notices-account-hi-1280');
    await phoneScreenshot(page, 'stock-notices-account-hi-375');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is offered in the shopper’s language', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1280, locale: 'hi-IN' });
    await inHindi(page);
    await page.goto(app.url + PRODUCT);
    const form = page.getByRole('form', { name: 'स्टॉक में नहीं: वापस आने पर मुझे बताएँ' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.getByRole('button', { name: 'मुझे सूचित करें' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
