import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, checkAdminScreen, poll } from '../support/admin-e2e';
import { launchBrowser, newPage, type AppOnPostgres, startAppOnPostgres } from '../support/e2e';
import { ORDER_TOTAL, PRODUCT } from '../support/shop-documents';
import { askShop } from '../support/shopper-data';

/**
 * The back office at /admin (issue #23): the first owner is created with `npm run staff -- add`
 * against the app's PostgreSQL database, opens the one-time link, chooses a password and runs the
 * shop from the browser: a UPI order marked paid with its UTR, shipped with an AWB, each seen on the
 * shopper's pages. Every screen is checked with axe and photographed at 375 and 1280 px.
 */
const CANDIDATES = [
  'tvs-girling-brake-shoe-honda-activa-6g',
  'gabriel-front-shock-absorber-maruti-swift',
  'brembo-brake-pads-royal-enfield-classic-350',
];

let app: AppOnPostgres;
let browser: Browser;

/** A guest places a UPI order through the shop; answers its number, token and total in paise. */
async function placeUpiOrder(page: Page, email: string) {
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
  await checkout.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await poll(() => new URL(page.url()).pathname).toMatch(/^\/cart\/checkout\/[\w-]{43}$/);
  const token = new URL(page.url()).pathname.split('/').pop()!;
  const number = (await page.getByText(/^Order number \d+\./).textContent())!.match(/\d+/)![0]!;
  const { data } = await askShop(app.url, ORDER_TOTAL, { token });
  return { number, token, total: data.orderByToken.total.amount };
}

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('admin'), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('back office', () => {
  it('an owner signs in, marks a UPI order paid and ships it; the shopper sees both; every screen passes axe', async () => {
    // The first owner, as the README says: npm run staff -- add … --role OWNER.
    const link = await addStaff(app, 'owner@gaadiparts.example', 'OWNER');

    const shopper = await newPage(browser);
    const email = `admin.${Date.now()}@example.in`;
    const order = await placeUpiOrder(shopper.page, email);

    const { context, page, problems } = await newPage(browser);
    // Signed out, a back-office address leads to the sign-in screen (and back afterwards).
    await page.goto(`${app.url}/admin/orders`);
    await poll(() => page.getByRole('heading', { name: 'Sign in to the back office' }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'sign-in');
    // A wrong password is refused on the server, in words.
    await page.getByLabel('E-mail address').fill('owner@gaadiparts.example');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => page.getByRole('alert').textContent()).toBe('The e-mail address or password is incorrect.');

    // The one-time link: a password of at least 10 characters, checked on the field first.
    await page.goto(link);
    await poll(() => page.getByRole('heading', { name: 'Choose your password' }).isVisible()).toBe(true);
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await poll(() => page.getByText('A staff password must have at least 10 characters.').isVisible()).toBe(true);
    await checkAdminScreen(page, 'set-password');
    const password = 'a long staff password 42';
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Save password and sign in' }).click();

    // Today lists the order awaiting its money.
    await poll(() => page.getByRole('heading', { name: 'Today', exact: true }).isVisible()).toBe(true);
    const awaiting = page.getByRole('region', { name: /^Awaiting payment/ });
    await poll(() => awaiting.getByRole('link', { name: `Order ${order.number}` }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'today');

    // Orders: found by the shopper's e-mail.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    const filters = page.getByRole('search', { name: 'Filter orders' });
    await filters.getByLabel('Number, e-mail or phone').fill(email);
    await filters.getByLabel('Payment').selectOption('AWAITING_PAYMENT');
    await filters.getByRole('button', { name: 'Show orders' }).click();
    await poll(() => new URL(page.url()).searchParams.get('paymentStatus')).toBe('AWAITING_PAYMENT');
    const row = page.getByRole('link', { name: `Order ${order.number}` });
    await poll(() => row.isVisible()).toBe(true);
    await checkAdminScreen(page, 'orders');
    await row.click();

    // Mark paid: a wrong amount is refused on its field, in words; the right one goes through.
    await poll(() => page.getByRole('heading', { name: `Order ${order.number}` }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'order-awaiting-payment');
    const paid = page.getByRole('form', { name: 'Mark paid' });
    const utr = `4${String(Date.now()).slice(-11)}`;
    await paid.getByLabel('UTR / UPI reference from the bank statement').fill(utr);
    await paid.getByLabel('Amount received (₹)').fill('1.00');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await poll(() => paid.getByText('The amount paid is not the order total.').isVisible()).toBe(true);
    await paid.getByLabel('Amount received (₹)').fill((order.total / 100).toFixed(2));
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await poll(() => page.getByText(utr, { exact: true }).isVisible()).toBe(true);

    // The shopper's order page shows it paid.
    await shopper.page.goto(`${app.url}/cart/checkout/${order.token}`);
    await poll(() => shopper.page.getByText('Paid', { exact: true }).first().isVisible()).toBe(true);

    // Ship with the courier's AWB number; the shopper's tracking page shows it.
    const ship = page.getByRole('form', { name: 'Ship' });
    await poll(() => ship.isVisible()).toBe(true);
    await ship.getByLabel('Courier').fill('Blue Dart');
    await ship.getByLabel('AWB (tracking) number').fill('no');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await poll(() => ship.getByLabel('AWB (tracking) number').getAttribute('aria-invalid')).toBe('true');
    await ship.getByLabel('AWB (tracking) number').fill('bd 4471 2290 01');
    await ship.getByRole('button', { name: 'Ship order' }).click();
    await poll(() => page.getByText('Blue Dart · BD4471229001').isVisible()).toBe(true);
    await checkAdminScreen(page, 'order-shipped');

    await shopper.page.goto(`${app.url}/track-order`);
    const track = shopper.page.getByRole('form', { name: 'Track order' });
    await track.getByLabel('Order number').fill(order.number);
    await track.getByLabel('E-mail address').fill(email);
    await track.getByRole('button', { name: 'Track' }).click();
    await poll(() => shopper.page.getByText('BD4471229001').isVisible()).toBe(true);
    expect(await shopper.page.getByText('Blue Dart').isVisible()).toBe(true);

    // Owners' screens: staff (invite) and the audit log with the moves above.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' }).click();
    await poll(() => page.getByText('owner@gaadiparts.example').first().isVisible()).toBe(true);
    const invite = page.getByRole('form', { name: 'Invite a staff member' });
    await invite.getByLabel('E-mail address').fill('owner@gaadiparts.example');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await poll(() => invite.getByText('An account with this e-mail address already exists.').isVisible()).toBe(true);
    await invite.getByLabel('E-mail address').fill('ravi@gaadiparts.example');
    await invite.getByLabel('Name').fill('Ravi');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await poll(() => page.getByRole('cell', { name: /ravi@gaadiparts\.example/ }).isVisible()).toBe(true);
    await checkAdminScreen(page, 'staff');

    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
    await poll(() => page.getByText('shipOrder').isVisible()).toBe(true);
    expect(await page.getByText('markOrderPaid').isVisible()).toBe(true);
    await checkAdminScreen(page, 'audit');

    // Signing out ends the session: the back office asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => page.getByRole('heading', { name: 'Sign in to the back office' }).isVisible()).toBe(true);
    await page.goto(`${app.url}/admin/audit`);
    await poll(() => page.getByRole('heading', { name: 'Sign in to the back office' }).isVisible()).toBe(true);

    expect(problems).toEqual([]);
    expect(shopper.problems).toEqual([]);
    await context.close();
    await shopper.context.close();
  }, 240_000);

  it("/admin is never rendered by the server: it gets the app shell with the shop's CSP", async () => {
    const response = await fetch(`${app.url}/admin/orders`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('class="app-shell"');
    expect(html).not.toContain('type="application/json"');
  });
});
