import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchBrowser,
  newPage,
  type AppOnPostgres,
  screenshot,
  startAppOnPostgres,
} from '../support/e2e';
import { PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';
import { pdfText } from '../support/pdf-text';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * The shop's staff confirm orders with `npm run orders -- confirm <n>` against the shop's database.
 * PGlite in memory cannot be shared with a second process, so this journey runs the app on its own
 * PostgreSQL database (TEST_DATABASE_URL's server, or the local one).
 */
/** Seeded products with one option group (as in checkout.e2e.test.ts); the journey takes the first in stock. */
const CANDIDATES = [
  'tvs-girling-brake-shoe-honda-activa-6g',
  'gabriel-front-shock-absorber-maruti-swift',
  'brembo-brake-pads-royal-enfield-classic-350',
];

async function inStockProduct(url: string): Promise<string> {
  for (const slug of CANDIDATES) {
    const { data } = await askShop(url, PRODUCT, { slug });
    if (data.product?.stock === 'IN_STOCK') return slug;
  }
  throw new Error('no seeded product in stock');
}

let app: AppOnPostgres;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('invoice'), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('tax invoice journey', () => {
  it('a guest orders, staff confirm it, the shopper opens the invoice page, prints it and downloads the PDF', async () => {
    const { context, page, problems } = await newPage(browser);
    const email = `invoice.${Date.now()}@example.in`;

    await page.goto(`${app.url}/products/${await inStockProduct(app.url)}`);
    const form = page.getByRole('form', { name: 'Options' });
    await poll(() => form.isVisible()).toBe(true);
    await form.getByRole('radio').nth(1).check({ force: true });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => page.getByRole('button', { name: /^Cart \(1 item\)/ }).isVisible()).toBe(true);
    await page.goto(`${app.url}/cart/checkout`);
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await poll(() => checkout.isVisible()).toBe(true);
    await checkout.getByLabel('E-mail address').fill(email);
    await checkout.getByLabel('First name').fill('Ravi');
    await checkout.getByLabel('Last name').fill('Kumar');
    await checkout.getByLabel('Address line 1').fill('22, Anna Salai');
    // The PIN code comes first and fills in its state.
    await checkout.getByLabel('PIN code').fill('600002');
    await poll(() => checkout.getByLabel('State').inputValue()).toBe('TN');
    await checkout.getByLabel('Town / City').fill('Chennai');
    await checkout.getByLabel('Phone').fill('+91 98400 12345');
    await checkout.getByRole('radio', { name: /Cash on delivery/ }).check();
    await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/checkout\/[\w-]{43}$/);
    const number = (await page.getByText(/^Order number \d+\./).textContent())!.match(/\d+/)![0]!;
    expect(await page.getByRole('heading', { name: 'Tax documents' }).count()).toBe(0);

    // Staff confirm the order (cash on delivery accepted): the tax invoice is issued.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/orders.ts', 'confirm', number],
      {
        env: {
          ...process.env,
          DATABASE_URL: app.databaseUrl,
          OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'staff-outbox-')),
        },
      },
    );
    const invoiceNumber = /tax invoice (GP\/\d{2}-\d{2}\/\d{6})/.exec(stdout)![1]!;

    await page.reload();
    await poll(() => page.getByRole('heading', { name: 'Tax documents' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: `Tax invoice ${invoiceNumber}` }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Tax invoice for order ${number}`);
    const invoice = page.getByRole('article', { name: `Tax Invoice ${invoiceNumber}` });
    const text = (await invoice.textContent())!;
    expect(text).toContain('GSTIN: 29AAACG1234F1Z0');
    expect(text).toContain('Place of supply');
    expect(text).toContain('Tamil Nadu (33)');
    expect(text).toContain('SAMPLE — shop details are sample data, not a valid tax invoice');
    expect(text).toMatch(/Rupees .* Only/);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    const hsn = (await invoice.locator('tbody tr td:nth-child(3)').allTextContents()).map((s) => s.trim());
    expect(hsn.length).toBeGreaterThan(0);
    await screenshot(page, 'invoice-en');
    expect(await axeViolations(page), 'axe on the invoice page').toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const pdf = await pdfText(readFileSync((await download.path())!));
    expect(pdf).toContain(invoiceNumber);
    expect(pdf).toContain('GSTIN: 29AAACG1234F1Z0');
    for (const code of hsn) expect(pdf).toContain(code);
    const total = (await invoice.getByRole('definition').last().textContent())!.replace('₹', '');
    expect(pdf).toContain(`Rs. ${total}`);

    // The page around the document speaks the shopper's language; the document stays English.
    await page.getByRole('combobox').first().selectOption('hi');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`ऑर्डर ${number} का टैक्स इनवॉइस`);
    expect(await page.getByRole('link', { name: 'PDF डाउनलोड करें' }).isVisible()).toBe(true);
    await screenshot(page, 'invoice-hi');

    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
