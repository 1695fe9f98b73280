import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';

/** Pages load their code and data lazily: wait up to 15 s for each state. */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** Seeded car batteries (no options); the journey uses the first in stock. */
const BATTERIES = [
  'exide-mileage-ml38b20l-35ah-car-battery',
  'amaron-pro-din65-65ah-car-battery',
  'amaron-go-65d23l-car-battery',
  'exide-eezy-ey700l-car-battery',
];

async function inStockBattery(url: string): Promise<{ slug: string; name: string }> {
  for (const slug of BATTERIES) {
    const { data } = await askShop(url, PRODUCT, { slug });
    if (data.product?.stock === 'IN_STOCK') return data.product;
  }
  throw new Error('no battery in stock');
}

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `installation-${name}`);
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

describe('battery with installation', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a guest adds a battery with installation in Bangalore, checks out cash on delivery and sees the booking', async () => {
    const battery = await inStockBattery(app.url);

    // On a phone the choice fits the narrow column.
    const phone = await newPage(browser, { width: 375 });
    await phone.page.goto(`${app.url}/products/${battery.slug}`);
    const narrow = phone.page.getByRole('region', { name: 'Installation' });
    await narrow.getByRole('checkbox', { name: /Add installation/ }).check();
    await narrow.getByRole('combobox', { name: 'City' }).selectOption('bangalore');
    await narrow.getByRole('radiogroup').getByRole('radio', { disabled: false }).first().waitFor();
    await narrow.scrollIntoViewIfNeeded();
    await expectAccessible(phone.page, 'product-375');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(phone.problems).toEqual([]);
    await phone.context.close();

    const { page, problems, context } = await newPage(browser, { width: 1280 });

    // Product page: "Add installation", Bangalore, the first free slot.
    await page.goto(`${app.url}/products/${battery.slug}`);
    await page.getByRole('heading', { level: 1, name: battery.name }).waitFor();
    const installation = page.getByRole('region', { name: 'Installation' });
    await installation.getByRole('checkbox', { name: /Add installation at our workshop \(from ₹149\.00\)/ }).check();
    await poll(() => installation.getByText('Installation of a battery bought from us').isVisible()).toBe(true);
    await installation.getByRole('combobox', { name: 'City' }).selectOption('bangalore');
    const free = installation.getByRole('radiogroup').getByRole('radio', { disabled: false }).first();
    await free.waitFor();
    await free.check();
    await expectAccessible(page, 'product');
    await page.getByRole('form', { name: 'Options' }).getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).textContent()).toContain(
      battery.name,
    );

    // The cart shows the installation with its line, priced by the server, and in the totals.
    await page.goto(`${app.url}/cart`);
    const lines = page.getByRole('list', { name: 'Products in your cart' });
    await poll(() => lines.getByText('Installation of a battery bought from us').isVisible()).toBe(true);
    await poll(() =>
      lines
        .getByText(/Bangalore/)
        .first()
        .isVisible(),
    ).toBe(true);
    const totals = page.getByRole('complementary', { name: 'Cart totals' });
    await poll(() => totals.textContent()).toMatch(/Installation₹149\.00/);
    await poll(() => totals.getAttribute('aria-busy')).toBe('false');
    await expectAccessible(page, 'cart');

    // Header cart shows it too.
    await page.getByRole('button', { name: /^Cart \(1 item\)/ }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping cart' });
    await poll(() => panel.getByText('Installation of a battery bought from us').isVisible()).toBe(true);
    await screenshot(page, 'installation-header-cart');
    await page.keyboard.press('Escape');

    // Checkout as a guest, cash on delivery.
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await poll(() => checkout.isVisible()).toBe(true);
    const summary = page.getByRole('region', { name: 'Your order' });
    await poll(() => summary.getByText('Installation of a battery bought from us').isVisible()).toBe(true);
    await checkout.getByLabel('E-mail address').fill('meera.fit@example.in');
    await checkout.getByLabel('First name').fill('Meera');
    await checkout.getByLabel('Last name').fill('Iyer');
    await checkout.getByLabel('Address line 1').fill('14, 80 Feet Road, Koramangala');
    await checkout.getByLabel('PIN code').fill('560034');
    await checkout.getByLabel('State').selectOption('KA');
    await checkout.getByLabel('Town / City').fill('Bengaluru');
    await checkout.getByLabel('Phone').fill('+91 98450 67890');
    await checkout.getByRole('radio', { name: /Cash on delivery/ }).check();
    await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expectAccessible(page, 'checkout');
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // Success page: the order and the installation's booking reference.
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/checkout\/[\w-]{20,}$/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Thank you');
    expect(await page.getByRole('table').textContent()).toContain(battery.name);
    const bookings = page.getByRole('region', { name: 'Installation bookings' });
    await poll(() => bookings.textContent()).toMatch(/GP-SVC-\d{6}/);
    expect(await bookings.textContent()).toContain('Installation of a battery bought from us');
    expect(await bookings.textContent()).toContain('Bangalore');
    await expectAccessible(page, 'success');
    expect(problems).toEqual([]);
    await context.close();
  });
});
