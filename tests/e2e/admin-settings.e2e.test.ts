import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newPage,
  type AppOnPostgres,
  screenshot,
  startAppOnPostgres,
} from '../support/e2e';
import { createShopperData } from '../support/shopper-data';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * The owner's settings screen and an order's tax invoice from the back office (docs/decisions/044):
 * settings checked on the field with the gateway's rules and saved; the invoice link on the order
 * opens the PDF for the signed-in staff member and for nobody else. Axe and photographs at 375 and
 * 1280 px (artifacts/screenshots/admin-settings-*.png).
 */
let app: AppOnPostgres;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('adminset'), launchBrowser()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Axe finds nothing; the screen fits a phone without sideways scrolling; photographed at both widths. */
async function lookAt(page: Page, name: string) {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}px`,
    ).toBeLessThanOrEqual(width);
    await screenshot(page, `admin-${name}-${width}`);
  }
}

/** The first owner, made with `npm run staff -- add`, signed in through the one-time link. */
async function signedInOwner(page: Page) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', 'add', 'owner@settings.example', '--role', 'OWNER'],
    {
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        PUBLIC_URL: app.url,
        OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'settings-outbox-')),
      },
    },
  );
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)![0]!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
  const password = 'settings owner password 7';
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await poll(() => page.getByRole('heading', { name: 'Today', exact: true }).isVisible()).toBe(true);
}

describe('back office: settings and invoices', () => {
  it('an owner changes the settings, checked on the field; the order page opens its tax invoice for staff only', async () => {
    const { page, problems } = await newPage(browser);
    await signedInOwner(page);

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Settings' }).click();
    await poll(() => page.getByRole('heading', { name: 'Settings', exact: true }).isVisible()).toBe(true);
    const form = page.getByRole('form', { name: 'The shop, delivery, payments and tax' });
    await poll(() => form.getByLabel('Delivery fee (₹, GST included)').inputValue()).not.toBe('');
    await lookAt(page, 'settings');

    // Refused on the field by the shared rules, in words, before anything is sent.
    await form.getByLabel('Delivery fee (₹, GST included)').fill('20000');
    await form.getByLabel('GSTIN').fill('29ABCDE1234F1Z0');
    await form.getByLabel('IFSC').fill('SBIN1234');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await poll(() => form.getByLabel('Delivery fee (₹, GST included)').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('GSTIN').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('IFSC').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('This value is outside the allowed range.').isVisible()).toBe(true);
    expect(await form.getByText('This value is not valid.').isVisible()).toBe(true);
    await lookAt(page, 'settings-errors');

    await page.reload();
    await poll(() => form.getByLabel('Cash on delivery limit (₹)').inputValue()).not.toBe('');
    await form.getByLabel('Delivery fee (₹, GST included)').fill('59');
    await form.getByLabel('Cash on delivery limit (₹)').fill('15000');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await poll(() => page.getByText('The settings were saved.').isVisible()).toBe(true);
    await page.reload();
    await poll(() => form.getByLabel('Delivery fee (₹, GST included)').inputValue()).toBe('59');
    expect(await form.getByLabel('Cash on delivery limit (₹)').inputValue()).toBe('15000');

    // A shopper's cash-on-delivery order, confirmed here: its tax invoice opens from the order page.
    const shopper = await newPage(browser);
    const { order } = await createShopperData(shopper.context.request, app.url);
    await page.goto(`${app.url}/admin/orders/${order.number}`);
    await page.getByRole('button', { name: 'Confirm order' }).click();
    const invoice = page.getByRole('link', { name: /^Tax invoice .+ \(PDF\)$/ });
    await poll(() => invoice.isVisible()).toBe(true);
    await lookAt(page, 'order-invoice');
    const href = await invoice.getAttribute('href');
    expect(href).toBe(`/admin/orders/${order.number}/invoice.pdf`);
    const pdf = await page.request.get(`${app.url}${href!}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // The shopper's session (same browser, their own cookie) does not open the staff address.
    expect((await shopper.context.request.get(`${app.url}${href!}`)).status()).toBe(401);
    expect(problems).toEqual([]);
  }, 300_000);
});
