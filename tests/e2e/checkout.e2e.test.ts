import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';

/** Pages load their code and data lazily: wait up to 15 s for each state. */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** Seeded products with one required option group; the journey uses the first two in stock. */
const CANDIDATES = [
  'tvs-girling-brake-shoe-honda-activa-6g',
  'gabriel-front-shock-absorber-maruti-swift',
  'brembo-brake-pads-royal-enfield-classic-350',
  'monroe-oespectrum-front-strut-hyundai-i20',
  'gabriel-rear-shock-absorber-hero-splendor-plus',
];

type SeedProduct = {
  slug: string;
  name: string;
  stock: string;
  options: { name: string; values: { name: string }[] }[];
};

async function inStockProducts(url: string): Promise<SeedProduct[]> {
  const found: SeedProduct[] = [];
  for (const slug of CANDIDATES) {
    const { product } = (await askShop(url, PRODUCT, { slug })).data;
    if (product?.stock === 'IN_STOCK' && product.options.length === 1) found.push(product);
  }
  return found.slice(0, 2);
}

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `checkout-${name}`);
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

async function addFromProductPage(page: Page, url: string, product: SeedProduct, value: string, quantity: number) {
  await page.goto(`${url}/products/${product.slug}`);
  const form = page.getByRole('form', { name: 'Options' });
  await poll(() => form.isVisible()).toBe(true);
  await form.getByRole('radio', { name: value }).check({ force: true });
  await form.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).textContent()).toContain(
    product.name,
  );
}

/** One app and one browser for both journeys (each journey has its own browser context). */
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('guest checkout journey', () => {
  it('adds two products with options, changes quantities, checks out with cash on delivery and tracks the order', async () => {
    const { context, page, problems } = await newPage(browser);
    const [first, second] = await inStockProducts(app.url);
    expect(second, 'two seeded products with options in stock').toBeDefined();
    const email = `guest.${Date.now()}@example.in`;

    // The product page refuses a line without its option.
    await page.goto(`${app.url}/products/${first!.slug}`);
    const form = page.getByRole('form', { name: 'Options' });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await poll(() => form.getByRole('alert').textContent()).toContain('Please choose every option');

    // Two products; the second one twice with the same option, which merges into one line.
    const firstValue = first!.options[0]!.values[0]!.name;
    const secondValue = second!.options[0]!.values[1]!.name;
    await addFromProductPage(page, app.url, first!, firstValue, 1);
    await addFromProductPage(page, app.url, second!, secondValue, 1);
    await addFromProductPage(page, app.url, second!, secondValue, 1);
    await poll(() => page.getByRole('button', { name: /^Cart \(3 items\)/ }).isVisible()).toBe(true);

    // The cart: two lines, quantities changed, totals re-priced by the server.
    await page.goto(`${app.url}/cart`);
    const lines = page.getByRole('list', { name: 'Products in your cart' });
    await poll(() =>
      lines
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: /^Remove/ }) })
        .count(),
    ).toBe(2);
    expect(await page.getByRole('textbox', { name: `Quantity of ${second!.name}` }).inputValue()).toBe('2');
    const totals = page.getByRole('complementary', { name: 'Cart totals' });
    const before = await totals.textContent();
    await page.getByRole('textbox', { name: `Quantity of ${first!.name}` }).fill('3');
    await poll(() => totals.textContent()).not.toBe(before);
    await poll(() => page.getByRole('button', { name: /^Cart \(5 items\)/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).last().click();
    await poll(() => page.getByRole('button', { name: /^Cart \(6 items\)/ }).isVisible()).toBe(true);
    await poll(() => totals.getAttribute('aria-busy')).toBe('false');
    // Prices include GST: the cart shows the GST its total includes, never a tax on top.
    expect(await totals.textContent()).toMatch(/incl\. GST \d+%/);
    expect(await totals.textContent()).not.toContain('Tax');
    await expectAccessible(page, 'cart');

    // Checkout as a guest: required fields first, then the real thing.
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await poll(() => checkout.isVisible()).toBe(true);
    await expectAccessible(page, 'form');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await poll(() => checkout.getByText('This field is required.').count()).toBeGreaterThan(3);
    await poll(() => checkout.getByText('Please agree to the terms and conditions.').isVisible()).toBe(true);
    await checkout.getByLabel('E-mail address').fill(email);
    await checkout.getByLabel('First name').fill('Ravi');
    await checkout.getByLabel('Last name').fill('Kumar');
    await checkout.getByLabel('Address line 1').fill('22, Anna Salai');
    await checkout.getByLabel('Landmark').fill('Opposite LIC building');
    // The PIN code comes first and fills in its state.
    await checkout.getByLabel('PIN code').fill('600002');
    await poll(() => checkout.getByLabel('State').inputValue()).toBe('TN');
    // Delivered to Tamil Nadu from a shop in Karnataka: the summary's GST becomes IGST.
    const summary = page.getByRole('region', { name: 'Your order' });
    await poll(() => summary.textContent()).toMatch(/incl\. IGST \d+%/);
    await checkout.getByLabel('Town / City').fill('Chennai');
    await checkout.getByLabel('Phone').fill('+91 98400 12345');
    await checkout.getByRole('radio', { name: /Cash on delivery/ }).check();
    await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expectAccessible(page, 'form-filled');
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // Success page by token, and the cart is empty again.
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/checkout\/[\w-]{20,}$/);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Thank you');
    const number = (await page.getByText(/^Order number \d+\./).textContent())!.match(/\d+/)![0];
    expect(await page.getByRole('table').textContent()).toContain(first!.name);
    await poll(() => page.getByRole('button', { name: /^Cart \(empty\)/ }).isVisible()).toBe(true);
    await expectAccessible(page, 'success');

    // Track the order with its number and e-mail.
    await page.goto(`${app.url}/track-order`);
    const track = page.getByRole('form', { name: 'Track order' });
    await track.getByLabel('Order number').fill(number);
    await track.getByLabel('E-mail address').fill(email.toUpperCase());
    await track.getByRole('button', { name: 'Track' }).click();
    await poll(() => page.getByRole('heading', { name: `Order ${number}` }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Order status' }).textContent()).toContain('Pending');
    await expectAccessible(page, 'track');

    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('signed-in checkout journey', () => {
  it('signs up at checkout, saves an address, picks it at checkout and finds the order in the account', async () => {
    const { context, page, problems } = await newPage(browser);
    const [first, second] = await inStockProducts(app.url);
    expect(second, 'two seeded products with options in stock').toBeDefined();
    const email = `shopper.${Date.now()}@example.in`;
    const firstValue = first!.options[0]!.values[0]!.name;
    const secondValue = second!.options[0]!.values[1]!.name;
    await addFromProductPage(page, app.url, first!, firstValue, 2);
    await addFromProductPage(page, app.url, second!, secondValue, 1);

    // At checkout as a guest, the shopper signs up from the "Sign in" link and comes back…
    await page.goto(`${app.url}/cart`);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await poll(() => checkout.isVisible()).toBe(true);
    await checkout.getByRole('link', { name: 'Sign in' }).click();
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await poll(() => signUp.isVisible()).toBe(true);
    await signUp.getByLabel('First name').fill('Meera');
    await signUp.getByLabel('Last name').fill('Iyer');
    await signUp.getByLabel('E-mail address').fill(email);
    await signUp.getByLabel(/^Password/).fill('a long secret');
    await signUp.getByLabel('Repeat password').fill('a long secret');
    await signUp.getByRole('button', { name: 'Create an account' }).click();
    await poll(() => page.getByRole('button', { name: 'My account: Meera Iyer' }).isVisible()).toBe(true);

    // …opens the checkout once without a saved address, then saves one in the address book…
    await page.getByRole('button', { name: /^Cart \(3 items\)/ }).click();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    await poll(() => checkout.getByText(`Signed in as ${email}.`).isVisible()).toBe(true);
    expect(await checkout.getByRole('radio', { name: /Meera Iyer/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'My account: Meera Iyer' }).click();
    await page.getByRole('link', { name: 'Addresses' }).click();
    await page.getByRole('link', { name: 'Add a new address' }).click();
    const address = page.getByRole('form', { name: 'New address' });
    await address.getByLabel('First name').fill('Meera');
    await address.getByLabel('Last name').fill('Iyer');
    await address.getByLabel('Address line 1').fill('7, Residency Road');
    await address.getByLabel('PIN code').fill('560025');
    await poll(() => address.getByLabel('State').inputValue()).toBe('KA');
    await address.getByLabel('Town / City').fill('Bengaluru');
    await address.getByLabel('E-mail address').fill(email);
    await address.getByLabel('Phone').fill('+91 98450 67890');
    await address.getByRole('button', { name: 'Save address' }).click();
    await poll(() => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').count()).toBe(1);

    // …and back at checkout (same page session, no reload) the new address is there and chosen.
    await page.getByRole('button', { name: /^Cart \(3 items\)/ }).click();
    await page.getByRole('link', { name: 'Checkout', exact: true }).click();
    const saved = checkout.getByRole('radio', { name: /Meera Iyer.*Residency Road/ });
    await poll(() => saved.count()).toBe(1);
    expect(await saved.isChecked()).toBe(true);
    expect(await checkout.getByLabel('Address line 1').count()).toBe(0);
    expect(await checkout.getByRole('checkbox', { name: 'Same as the shipping address' }).isChecked()).toBe(true);
    // The saved-address card holds a native radio: arrow keys move the choice, and keyboard focus rings the card.
    await saved.focus();
    await page.keyboard.press('ArrowDown');
    await poll(() => checkout.getByLabel('Address line 1').count()).toBe(1);
    await page.keyboard.press('ArrowUp');
    expect(await saved.isChecked()).toBe(true);
    expect(await saved.evaluate((input) => getComputedStyle(input.closest('label')!).outlineStyle)).toBe('solid');
    await screenshot(page, 'checkout-signed-in-focus');
    await checkout.getByRole('radio', { name: /Cash on delivery/ }).check();
    await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expectAccessible(page, 'signed-in-form');
    const total = await page.getByRole('region', { name: 'Your order' }).getByRole('definition').last().textContent();
    await checkout.getByRole('button', { name: 'Place order' }).click();

    // Success page, then the order in the account: listed with its number, and its details.
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Thank you');
    const number = (await page.getByText(/^Order number \d+\./).textContent())!.match(/\d+/)![0];
    await expectAccessible(page, 'signed-in-success');
    await page.goto(`${app.url}/account/orders`);
    const link = page.getByRole('link', { name: `Order ${number}` });
    await poll(() => link.isVisible()).toBe(true);
    await expectAccessible(page, 'signed-in-orders');
    await link.click();
    await poll(() => page.getByRole('heading', { level: 1, name: `Order ${number}` }).isVisible()).toBe(true);
    const items = await page.getByRole('table').textContent();
    expect(items).toContain(first!.name);
    expect(items).toContain(`${first!.options[0]!.name}: ${firstValue}`);
    expect(items).toContain(second!.name);
    expect(items).toContain(`${second!.options[0]!.name}: ${secondValue}`);
    expect(items).toContain(total!.trim());
    expect(await page.getByRole('main').textContent()).toContain('7, Residency Road');
    await expectAccessible(page, 'signed-in-order');

    expect(problems).toEqual([]);
    await context.close();
  });
});
