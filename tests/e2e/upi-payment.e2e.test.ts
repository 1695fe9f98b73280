import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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
import { ORDER_TOTAL, PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/**
 * A shopper pays by UPI: QR code and countdown, then the UTR; staff confirm the payment with
 * `npm run orders -- pay` against the same database. PGlite in memory cannot be shared with a
 * second process, so this journey runs the app on its own PostgreSQL database.
 */
/** Seeded products with one option group (as in invoice.e2e.test.ts); the journey takes the first in stock. */
const CANDIDATES = [
  'tvs-girling-brake-shoe-honda-activa-6g',
  'gabriel-front-shock-absorber-maruti-swift',
  'brembo-brake-pads-royal-enfield-classic-350',
];

let app: AppOnPostgres;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('upi'), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('UPI payment journey', () => {
  it('a guest pays by UPI: QR code and time left, gives the UTR, staff confirm it, the order shows paid with its invoice', async () => {
    const { context, page, problems } = await newPage(browser);
    const email = `upi.${Date.now()}@example.in`;

    let slug: string | undefined;
    for (const candidate of CANDIDATES) {
      const { data } = await askShop(app.url, PRODUCT, { slug: candidate });
      if (data.product?.stock === 'IN_STOCK') {
        slug = candidate;
        break;
      }
    }
    await page.goto(`${app.url}/products/${slug!}`);
    const form = page.getByRole('form', { name: 'Options' });
    await poll(() => form.isVisible()).toBe(true);
    await form.getByRole('radio').nth(1).check({ force: true });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => page.getByRole('button', { name: /^Cart \(1 item\)/ }).isVisible()).toBe(true);
    // The rest on a phone.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${app.url}/cart/checkout`);
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await poll(() => checkout.isVisible()).toBe(true);
    await checkout.getByLabel('E-mail address').fill(email);
    await checkout.getByLabel('First name').fill('Asha');
    await checkout.getByLabel('Last name').fill('Rao');
    await checkout.getByLabel('Address line 1').fill('14, 3rd Main, Jayanagar');
    await checkout.getByLabel('Town / City').fill('Bengaluru');
    await checkout.getByLabel('State').selectOption({ label: 'Karnataka' });
    await checkout.getByLabel('PIN code').fill('560011');
    await checkout.getByLabel('Phone').fill('+91 98450 12345');
    // UPI is offered first and chosen already.
    const payment = checkout.getByRole('radio', { name: /^UPI/ });
    expect(await payment.isChecked()).toBe(true);
    await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/checkout\/[\w-]{43}$/);
    const token = new URL(page.url()).pathname.split('/').pop()!;
    const number = (await page.getByText(/^Order number \d+\./).textContent())!.match(/\d+/)![0]!;

    const upi = page.getByRole('region', { name: 'Pay by UPI' });
    await poll(() => upi.isVisible()).toBe(true);
    expect(
      await upi
        .getByRole('img', { name: /^UPI QR code: pay ₹[\d,]+\.\d\d to gaadiparts\.sample@example$/ })
        .isVisible(),
    ).toBe(true);
    const open = upi.getByRole('link', { name: 'Open in UPI app' });
    expect(await open.isVisible()).toBe(true);
    expect(await open.getAttribute('href')).toMatch(
      new RegExp(
        `^upi://pay\\?pa=gaadiparts\\.sample%40example&pn=GaadiParts%20Retail%20%28SAMPLE%29&am=\\d+\\.\\d\\d&cu=INR&tn=GP-${number}&tr=GP-${number}$`,
      ),
    );
    await poll(() => upi.getByRole('timer').textContent()).toMatch(/^Time left: (29:\d\d|30:00)$/);
    expect(await page.getByText('Awaiting payment').first().isVisible()).toBe(true);

    const utrField = upi.getByLabel('Paid? Enter the UPI reference number (UTR)');
    await utrField.fill('12345');
    await upi.getByRole('button', { name: 'Send reference' }).click();
    await poll(() => upi.getByRole('alert').textContent()).toBe(
      'Please enter the 12-digit reference number (UTR) your UPI app shows.',
    );
    const utr = `4${String(Date.now()).slice(-11)}`;
    await utrField.fill(utr);
    await upi.getByRole('button', { name: 'Send reference' }).click();
    await poll(() => upi.getByRole('status').textContent()).toBe(
      `Thank you! We will confirm your payment with reference ${utr} shortly.`,
    );
    await screenshot(page, 'upi-payment-375');
    expect(await axeViolations(page), 'axe on the UPI payment').toEqual([]);

    const desktop = await newPage(browser, { width: 1280, height: 900 });
    await desktop.page.goto(`${app.url}/cart/checkout/${token}`);
    const wide = desktop.page.getByRole('region', { name: 'Pay by UPI' });
    await poll(() => wide.getByRole('timer').isVisible()).toBe(true);
    // On a computer the QR code is for the phone's camera: no "Open in UPI app" button.
    expect(await wide.getByRole('link', { name: 'Open in UPI app' }).isVisible()).toBe(false);
    await screenshot(desktop.page, 'upi-payment-1280');

    // Staff see the money in the bank statement and confirm it against the UTR and the amount.
    const { orderByToken } = (await askShop(app.url, ORDER_TOTAL, { token })).data;
    const rupees = (orderByToken.total.amount / 100).toFixed(2);
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/orders.ts', ...args], {
        env: {
          ...process.env,
          DATABASE_URL: app.databaseUrl,
          OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'staff-outbox-')),
        },
      });
    const wrong = await run(['pay', number, utr, '1.00']).catch((error: { stderr: string; code: number }) => error);
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('costs another amount') });
    const { stdout } = await run(['pay', number, utr, rupees]);
    expect(stdout).toMatch(new RegExp(`order #${number} is now CONFIRMED, payment PAID, tax invoice GP/`));

    await page.reload();
    await poll(() => page.getByText('Paid', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Pay by UPI' }).count()).toBe(0);
    await poll(() => page.getByRole('heading', { name: 'Tax documents' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^Tax invoice GP\// }).isVisible()).toBe(true);
    await screenshot(page, 'upi-paid-375');
    await desktop.page.reload();
    await poll(() => desktop.page.getByRole('link', { name: /^Tax invoice GP\// }).isVisible()).toBe(true);
    await screenshot(desktop.page, 'upi-paid-1280');

    expect(problems).toEqual([]);
    expect(desktop.problems).toEqual([]);
    await desktop.context.close();
    await context.close();
  }, 180_000);
});
