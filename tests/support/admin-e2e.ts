import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AppOnPostgres, axeViolations, screenshot } from './e2e';
import { graphql } from './graphql';
import { askShop } from './shopper-data';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** Axe finds nothing, and the back-office screen is photographed at 1280 px and at 375 px (a phone). */
export async function checkAdminScreen(page: Page, name: string) {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Nothing wider than the phone's screen: tables scroll in their own box.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} fits ${width}px`,
    ).toBeLessThanOrEqual(width);
    await screenshot(page, `admin-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Adds a staff member with `npm run staff -- add` and answers their one-time set-password link. */
export async function addStaff(app: AppOnPostgres, email: string, role: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/staff.ts', 'add', email, '--role', role, '--name', 'Meera'],
    {
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        PUBLIC_URL: app.url,
        OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'staff-outbox-')),
      },
    },
  );
  return /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)![0]!.replace(/^https?:\/\/[^/]+/, app.url);
}

/**
 * Opens the link, chooses a password and lands signed in on `landing`: Today for those who run
 * orders, Products for CATALOGUE staff.
 */
export async function choosePassword(
  page: Page,
  link: string,
  password = 'a long staff password 42',
  landing: 'Today' | 'Products' = 'Today',
) {
  await page.goto(link);
  await poll(() => page.getByRole('heading', { name: 'Choose your password' }).isVisible()).toBe(true);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await poll(() => page.getByRole('heading', { name: landing, exact: true }).isVisible()).toBe(true);
}

const SHOP_PRODUCT = graphql(`
  query AdminE2eShopProduct($slug: String!) {
    product(slug: $slug) {
      name
      sku
      price {
        amount
      }
    }
  }
`);

/** A product as the shop's API answers it at `url` (null when the shop has no such product). */
export async function shopProductOn(url: string, slug: string) {
  return (await askShop(url, SHOP_PRODUCT, { slug })).data.product;
}

/** One CSV row in the product import's columns (tests/e2e/admin-catalogue.e2e.test.ts). */
export const csvRow = (sku: string, name: string, price: string, mrp: string) =>
  [
    sku,
    name,
    '',
    `${sku}-P`,
    'bosch',
    'brake-pad',
    'brake-pads',
    price,
    mrp,
    '870830',
    '5',
    'in-stock',
    'unknown',
    '',
    '',
    'Sample',
    '',
  ].join(',');
