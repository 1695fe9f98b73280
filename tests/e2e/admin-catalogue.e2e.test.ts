import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../gateway/admin/catalogue/product-csv';
import { addStaff, checkAdminScreen, choosePassword, csvRow, poll, shopProductOn } from '../support/admin-e2e';
import { budget } from '../support/contention';
import {
  launchBrowser,
  newPage,
  type AppOnPostgres,
  type RunningApp,
  startApp,
  startAppOnPostgres,
} from '../support/e2e';
import { BRANDS, CATEGORY_NAME, PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';

/**
 * The back office's catalogue screens (issue #23): a CATALOGUE staff member, made with
 * `npm run staff -- add`, edits a product's price (the MRP check on the field first; the shop shows
 * the new price), imports a CSV whose bad row the dry run lists with its reason, hides a review,
 * and adds a brand. Every screen is checked with axe and photographed at 375 and 1280 px.
 */
const SLUG = 'bosch-front-brake-pads-hyundai-creta';
const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';

let app: AppOnPostgres;
/** A second gateway process on the same database, as in production (several processes). */
let second: RunningApp;
let browser: Browser;

const shopProduct = (slug: string) => shopProductOn(app.url, slug);

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('admin_catalogue'), launchBrowser()]);
  second = await startApp({
    DATABASE_URL: app.databaseUrl,
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'admin-catalogue-second-outbox-')),
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await second?.stop();
  await app?.stop();
});

describe('back office catalogue', () => {
  it('a CATALOGUE staff member edits a price, imports a CSV after its dry run, hides a review and adds a brand', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff.ts', 'add', 'catalogue@gaadiparts.example', '--role', 'CATALOGUE'],
      {
        env: {
          ...process.env,
          DATABASE_URL: app.databaseUrl,
          PUBLIC_URL: app.url,
          OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'staff-outbox-')),
        },
      },
    );
    const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(stdout)![0]!;
    const { context, page, problems } = await newPage(browser);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, app.url));
    const password = 'a long catalogue password 7';
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();

    // Catalogue staff start on Products (Today is for those who run orders).
    await poll(() => page.getByRole('heading', { name: 'Products', exact: true }).isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Back office' });

    expect(await nav.getByRole('link', { name: 'Orders' }).count()).toBe(0);
    const before = (await shopProduct(SLUG))!;
    const filters = page.getByRole('search', { name: 'Filter products' });
    await filters.getByLabel('Name, SKU or part number').fill(before.sku);
    await filters.getByRole('button', { name: 'Show products' }).click();
    await poll(() => new URL(page.url()).searchParams.get('search')).toBe(before.sku);
    const row = page.getByRole('link', { name: before.name });
    await poll(() => row.isVisible()).toBe(true);
    await checkAdminScreen(page, 'products');
    await row.click();

    // The price: above the MRP is refused on the field, in words; a right one reaches the shop.
    const form = page.getByRole('form', { name: 'Product details' });
    await poll(() => form.isVisible()).toBe(true);
    const mrp = await form.getByLabel('MRP (₹)').inputValue();
    // A shopper on the other gateway process has the product page (and that process its caches) first.
    const elsewhere = await newPage(browser);
    const priceOn = (page: typeof elsewhere.page, paise: number) =>
      page
        .getByText(
          new RegExp(
            `₹\\s?${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(paise / 100)}(\\.00)?$`,
          ),
        )
        .first();
    await elsewhere.page.goto(`${second.url}/products/${SLUG}`);
    await poll(() => elsewhere.page.getByRole('heading', { level: 1, name: before.name }).isVisible()).toBe(true);
    const above = (Number(mrp) + 100).toFixed(2);
    await form.getByLabel('Price with GST (₹)').fill(above);
    await form.getByRole('button', { name: 'Save product' }).click();
    await poll(() => form.getByText('The selling price cannot be higher than the MRP.').isVisible()).toBe(true);
    expect(await form.getByLabel('Price with GST (₹)').getAttribute('aria-invalid')).toBe('true');
    await checkAdminScreen(page, 'product-edit');
    const newPrice = Math.floor(Number(mrp) - 11) * 100;
    await form.getByLabel('Price with GST (₹)').fill((newPrice / 100).toFixed(2));
    await form.getByRole('button', { name: 'Save product' }).click();
    await poll(() => page.getByText('Saved. The shop shows the change now.').isVisible()).toBe(true);
    expect((await shopProduct(SLUG))!.price.amount).toBe(newPrice);
    // The other process shows the new price within seconds (its caches follow the database), on reload.
    await expect
      .poll(
        async () => {
          await elsewhere.page.goto(`${second.url}/products/${SLUG}`);
          return priceOn(elsewhere.page, newPrice).isVisible();
        },
        { timeout: budget(30_000), interval: 1_000 },
      )
      .toBe(true);
    expect(elsewhere.problems).toEqual([]);
    await elsewhere.context.close();
    const shopper = await newPage(browser);
    await shopper.page.goto(`${app.url}/products/${SLUG}`);
    const shown = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(newPrice / 100);
    await poll(() =>
      shopper.page
        .getByText(new RegExp(`₹\\s?${shown}(\\.00)?$`))
        .first()
        .isVisible(),
    ).toBe(true);

    // Import: the dry run lists the bad row (price above MRP) with its reason; nothing is written.
    await page.goto(`${app.url}/admin/products/import`);
    await poll(() => page.getByRole('heading', { name: 'Import and export' }).isVisible()).toBe(true);
    const good = csvRow('GP-E2E-1', 'Sample E2E Brake Pad Set', '499.00', '599.00');
    const bad = csvRow('GP-E2E-2', 'Sample E2E Brake Pad Spare', '899.00', '599.00');
    const file = page.getByLabel('CSV file (UTF-8, at most 20 MB)');
    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${CSV_COLUMNS.join(',')}\n${good}\n${bad}\n`),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await poll(() => page.getByText('2 rows: 1 new product, 0 updates, 1 problem.').isVisible()).toBe(true);
    const problem = page.getByRole('row', { name: /GP-E2E-2/ });
    await poll(() => problem.isVisible()).toBe(true);
    expect(await problem.textContent()).toContain('The selling price cannot be higher than the MRP.');
    expect(await problem.getByRole('cell').first().textContent()).toBe('3');
    expect(await page.getByRole('button', { name: /^Import \d+ rows?$/ }).count()).toBe(0);
    await checkAdminScreen(page, 'import-dry-run');
    expect(await shopProduct('sample-e2e-brake-pad-set')).toBeNull();
    // The file corrected: checked, then imported with progress; the shop has the product.
    await file.setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${CSV_COLUMNS.join(',')}\n${good}\n`),
    });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await poll(() => page.getByText('Imported 1 row. The shop shows it now.').isVisible()).toBe(true);
    expect(await page.getByRole('progressbar').getAttribute('value')).toBe('1');
    expect((await shopProduct('sample-e2e-brake-pad-set'))?.price.amount).toBe(49_900);
    await checkAdminScreen(page, 'import-done');

    // Reviews: the newest published one hidden; it moves to the hidden ones.
    await nav.getByRole('link', { name: 'Reviews' }).click();
    const published = page.getByRole('list', { name: 'Published reviews' });
    await poll(() => published.getByRole('listitem').count()).toBeGreaterThan(0);
    const review = published.getByRole('listitem').first();
    const text = (await review.textContent())!;
    await checkAdminScreen(page, 'reviews');
    await review.getByRole('button', { name: 'Hide review' }).click();
    await poll(async () => (await published.getByRole('listitem').first().textContent()) !== text).toBe(true);
    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    const hidden = page.getByRole('list', { name: 'Hidden reviews' });
    await poll(() => hidden.getByRole('listitem').first().textContent()).toBe(
      text.replace('Hide review', 'Publish review'),
    );

    // Brands: a bad country code is refused on its field; a new brand is listed.
    await nav.getByRole('link', { name: 'Brands' }).click();
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const brand = page.getByRole('form', { name: 'New brand' });
    await brand.getByLabel('Name').fill('Sample Brand (E2E)');
    await brand.getByLabel('Country code').fill('1N');
    await brand.getByRole('button', { name: 'Save brand' }).click();
    await poll(() => brand.getByLabel('Country code').getAttribute('aria-invalid')).toBe('true');
    await checkAdminScreen(page, 'brand-form');
    await brand.getByLabel('Country code').fill('IN');
    await brand.getByRole('button', { name: 'Save brand' }).click();
    await poll(() => page.getByRole('button', { name: 'Edit Sample Brand (E2E)' }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'brands');

    // Categories: the tree, and a category's form with its translations.
    await nav.getByRole('link', { name: 'Categories' }).click();
    await page.getByRole('button', { name: 'Edit Brake Pads & Shoes' }).click();
    await poll(() => page.getByRole('form', { name: 'Edit Brake Pads & Shoes' }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'category-form');

    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await context.close();
    await shopper.context.close();
  }, 480_000);

  it("an owner edits a product's description, fitment and options (words and a colour); the shop shows them and that it fits the Swift", async () => {
    const { context, page, problems } = await newPage(browser);
    await choosePassword(page, await addStaff(app, 'owner.products@gaadiparts.example', 'OWNER'));
    const { id } = (await askShop(app.url, PRODUCT, { slug: SLUG })).data.product;
    await page.goto(`${app.url}/admin/products/${id}`);
    const form = page.getByRole('form', { name: 'Product details' });
    await poll(() => form.isVisible()).toBe(true);
    await poll(() => form.getByLabel('Part type').inputValue()).toBe('brake-pad');

    // The description, multi-line HTML.
    const description = form.getByLabel('Description');
    await description.fill('<p>Ceramic pads, now checked for the <strong>Swift</strong> too.</p>\n<p>Set of 4.</p>');

    // Fitment: the 2019 Swift added by make → model → year and engine.
    const picker = form.getByRole('group', { name: 'Add vehicles' });
    await picker.getByLabel('Vehicle make').selectOption('maruti-suzuki');
    await poll(() => picker.getByRole('option', { name: 'Swift', exact: true }).count()).toBe(1);
    await picker.getByLabel('Vehicle model').selectOption('swift');
    await poll(() => picker.getByRole('option', { name: /^2019 · 1\.2L K12M VXi Petrol$/ }).count()).toBe(1);
    await picker.getByLabel('Year and engine').selectOption(SWIFT);
    await picker.getByRole('button', { name: 'Add to the list' }).click();
    const fits = form.getByRole('list', { name: 'Vehicles it fits' });
    await fits.locator('summary', { hasText: 'Maruti Suzuki Swift' }).click();
    await poll(() =>
      fits.getByRole('button', { name: 'Remove 2019 Maruti Suzuki Swift 1.2L K12M VXi Petrol' }).isVisible(),
    ).toBe(true);

    // An option whose two values have one name is refused on the second value, in words.
    await form.getByRole('button', { name: 'Add an option' }).click();
    const option = form.getByRole('group', { name: 'Option 1' });
    await option.getByLabel('Option name').fill('Pack');
    const pack = form.getByRole('group', { name: 'Pack' });
    await pack.getByRole('textbox', { name: 'Value 1', exact: true }).fill('Set of 4');
    await pack.getByRole('button', { name: 'Add a value' }).click();
    await pack.getByRole('textbox', { name: 'Value 2', exact: true }).fill('set of 4');
    await form.getByRole('button', { name: 'Save product' }).click();
    await poll(() => pack.getByText('Another value of this option has this name.').isVisible()).toBe(true);
    expect(await pack.getByRole('textbox', { name: 'Value 2', exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await description.inputValue()).toContain('checked for the');
    await checkAdminScreen(page, 'product-form-options');
    await pack.getByRole('textbox', { name: 'Value 2', exact: true }).fill('Set of 8');
    // A colour option: its value takes a colour of the palette, shown as a swatch.
    await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByRole('group', { name: 'Option 2' }).getByLabel('Option name').fill('Colour');
    const colour = form.getByRole('group', { name: 'Colour', exact: true });
    await colour.getByLabel('Kind of values').selectOption('COLOR');
    await colour.getByRole('textbox', { name: 'Value 1', exact: true }).fill('Graphite');
    await colour.getByLabel('Colour of value 1').selectOption('black');
    await form.getByRole('button', { name: 'Save product' }).click();
    await poll(() => page.getByText('Saved. The shop shows the change now.').isVisible()).toBe(true);
    await checkAdminScreen(page, 'product-form-saved');

    // The shop: the new description, the option's values, and "fits" for the shopper's 2019 Swift.
    const shopper = await newPage(browser);
    await shopper.page.context().addInitScript((vehicle) => {
      if (!localStorage.getItem('gaadiparts:state'))
        localStorage.setItem(
          'gaadiparts:state',
          JSON.stringify({ version: 1, data: { garage: [vehicle], currentVehicle: vehicle } }),
        );
    }, SWIFT);
    await shopper.page.goto(`${app.url}/products/${SLUG}`);
    const product = shopper.page.locator('main');
    await poll(() => product.getByText('Ceramic pads, now checked for the').isVisible()).toBe(true);
    await poll(() => product.getByRole('radio', { name: 'Set of 8' }).count()).toBe(1);
    expect(await product.getByRole('radio', { name: 'Set of 4' }).count()).toBe(1);
    expect(await product.getByRole('radio', { name: 'Graphite' }).count()).toBe(1);
    await poll(() =>
      product
        .getByText(/Fits your 2019 Swift/)
        .first()
        .isVisible(),
    ).toBe(true);

    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await context.close();
    await shopper.context.close();
  }, 300_000);

  it('a CATALOGUE staff member deletes an unused brand and category; ones in use are refused with the reason; a hidden review is published again', async () => {
    const link = await addStaff(app, 'catalogue-delete@gaadiparts.example', 'CATALOGUE');
    const { context, page, problems } = await newPage(browser);
    await choosePassword(page, link, 'a long catalogue password 8', 'Products');
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const confirmDelete = async (name: string) => {
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    };
    // Brands: Bosch has products, so it stays and the page says why; a new, unused brand goes.
    await nav.getByRole('link', { name: 'Brands' }).click();
    await poll(() => page.getByRole('button', { name: 'Delete Bosch', exact: true }).isVisible()).toBe(true);
    await confirmDelete('Bosch');
    await poll(() => page.getByRole('alert').textContent()).toContain(
      'Products of this brand are in the catalogue (archived ones too), so it cannot be deleted.',
    );
    expect(await page.getByRole('button', { name: 'Edit Bosch', exact: true }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'brand-delete-refused');
    await page.getByRole('button', { name: 'Add a brand' }).click();
    const brand = page.getByRole('form', { name: 'New brand' });
    await brand.getByLabel('Name').fill('Sample Brand To Delete');
    await brand.getByRole('button', { name: 'Save brand' }).click();
    await poll(() => page.getByRole('button', { name: 'Delete Sample Brand To Delete' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete Sample Brand To Delete' }).click();
    await checkAdminScreen(page, 'brand-delete-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await poll(() => page.getByRole('status').textContent()).toBe(
      'Sample Brand To Delete deleted. The shop no longer shows it.',
    );
    expect(await page.getByRole('button', { name: 'Edit Sample Brand To Delete' }).count()).toBe(0);
    const { brands } = (await askShop(app.url, BRANDS)).data;
    expect(brands.map((b) => b.slug)).not.toContain('sample-brand-to-delete');
    expect(brands.map((b) => b.slug)).toContain('bosch');

    // Categories: one with products stays; a new, empty one goes and the shop no longer finds it.
    await nav.getByRole('link', { name: 'Categories' }).click();
    await poll(() => page.getByRole('button', { name: 'Delete Brake Pads & Shoes' }).isVisible()).toBe(true);
    await confirmDelete('Brake Pads & Shoes');
    await poll(() => page.getByRole('alert').textContent()).toContain(
      'Products are in this category (archived ones too), so it cannot be deleted.',
    );
    await page.getByRole('button', { name: 'Add a category' }).click();
    const category = page.getByRole('form', { name: 'New category' });
    await category.getByLabel('Name in English').fill('Sample Category To Delete');
    await category.getByRole('button', { name: 'Save category' }).click();
    await poll(() => page.getByRole('button', { name: 'Delete Sample Category To Delete' }).isVisible()).toBe(true);
    const categoryName = async () =>
      (await askShop(app.url, CATEGORY_NAME, { slug: 'sample-category-to-delete' })).data.category?.name ?? null;
    expect(await categoryName()).toBe('Sample Category To Delete');
    await confirmDelete('Sample Category To Delete');
    await poll(() => page.getByRole('status').textContent()).toBe(
      'Sample Category To Delete deleted. The shop no longer shows it.',
    );
    await checkAdminScreen(page, 'category-deleted');
    expect(await categoryName()).toBeNull();

    // Reviews: a hidden review is published again and is back among the published ones.
    await nav.getByRole('link', { name: 'Reviews' }).click();
    const published = page.getByRole('list', { name: 'Published reviews' });
    await poll(() => published.getByRole('listitem').count()).toBeGreaterThan(0);
    const review = published.getByRole('listitem').first();
    const text = (await review.textContent())!;
    await review.getByRole('button', { name: 'Hide review' }).click();
    await poll(async () => (await published.getByRole('listitem').first().textContent()) !== text).toBe(true);
    await page.getByRole('button', { name: 'Hidden', exact: true }).click();
    const hidden = page.getByRole('list', { name: 'Hidden reviews' });
    const again = hidden
      .getByRole('listitem')
      .filter({ hasText: text.replace('Hide review', '') })
      .first();
    await again.getByRole('button', { name: 'Publish review' }).click();
    await poll(() => again.count()).toBe(0);
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    await poll(() => published.getByRole('listitem').first().textContent()).toBe(text);

    expect(problems).toEqual([]);
    await context.close();
  }, 480_000);
});
