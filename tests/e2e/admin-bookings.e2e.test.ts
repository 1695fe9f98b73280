import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, checkAdminScreen, choosePassword, poll } from '../support/admin-e2e';
import { launchBrowser, newPage, type AppOnPostgres, startAppOnPostgres } from '../support/e2e';
import { askShop, BOOK, SLOTS } from '../support/shopper-data';

/**
 * Bookings in the back office (issue #23): operations staff open a workshop day, block a slot (the
 * shop stops offering it) and move a shopper's booking to another slot, then cancel it after
 * confirming. The screen passes axe and is photographed at 375 and 1280 px.
 */
const SERVICE = 'two-wheeler-service';
const CITY = 'bangalore';

let app: AppOnPostgres;
let browser: Browser;

/** A weekday (Tuesday–Friday) at least three days ahead, India time: the workshop is open all day. */
function nextWorkingDay(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  while (![2, 3, 4, 5].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const offered = async (date: string) =>
  (
    await askShop(app.url, SLOTS, {
      id: SERVICE,
      city: CITY,
      from: date,
      to: date,
    })
  ).data.serviceSlots.map((s) => s.start);

beforeAll(async () => {
  [app, browser] = await Promise.all([startAppOnPostgres('bookings'), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('back-office bookings', () => {
  it('operations staff block a slot (the shop stops offering it), move a booking to another slot and cancel it', async () => {
    const date = nextWorkingDay();
    const slots = await offered(date);
    const [first, second, third] = slots as [string, string, string];
    const {
      data: { bookService },
    } = await askShop(app.url, BOOK, {
      input: {
        packageId: `${SERVICE}/general-service`,
        city: CITY,
        slotStart: first,
        vehicleText: 'Honda Activa 6G, KA 01 AB 1234',
        contactName: 'Asha Rao',
        contactPhone: '+91 98450 12345',
        contactEmail: `bookings.${Date.now()}@example.in`,
        idempotencyKey: randomUUID(),
      },
    });
    const reference = bookService.booking.reference;

    const link = await addStaff(app, 'ops@gaadiparts.example', 'OPERATIONS');
    const { context, page, problems } = await newPage(browser);
    await choosePassword(page, link);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Bookings' }).click();
    await poll(() => page.getByRole('heading', { name: 'Bookings', exact: true }).isVisible()).toBe(true);

    const pickers = page.getByRole('form', { name: 'Choose a day' });
    await pickers.getByLabel('Service').selectOption(SERVICE);
    await pickers.getByLabel('City').selectOption(CITY);
    await pickers.getByLabel('Date').fill(date);
    await pickers.getByRole('button', { name: 'Show day' }).click();
    await poll(() => new URL(page.url()).searchParams.get('date')).toBe(date);

    // The day's slots in time order, one region each; the booking is in the first.
    const slot = (n: number) => page.getByRole('region').nth(n);
    await poll(() => slot(0).getByText(reference, { exact: true }).isVisible()).toBe(true);
    await poll(() => slot(0).getByText('1 of 3 booked').isVisible()).toBe(true);

    // Block the third slot: it says so, and the shop no longer offers it.
    await slot(2)
      .getByRole('button', { name: /^Block / })
      .click();
    await poll(() => slot(2).getByRole('heading').textContent()).toMatch(/Blocked$/);
    expect(await offered(date)).not.toContain(third);
    expect(await offered(date)).toContain(second);

    // Move the booking: the blocked slot cannot be chosen; the second one can.
    await slot(0)
      .getByRole('button', { name: `Move ${reference}` })
      .click();
    const move = page.getByRole('form', { name: `Move booking ${reference}` });
    const choice = move.getByLabel('New time');
    await poll(() => choice.locator(`option[value="${second}"]`).count()).toBe(1);
    expect(await choice.locator(`option[value="${third}"]`).isDisabled()).toBe(true);
    await choice.selectOption(second);
    await checkAdminScreen(page, 'bookings');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await poll(() => slot(1).getByText(reference, { exact: true }).isVisible()).toBe(true);
    await poll(() => slot(0).getByText(reference, { exact: true }).count()).toBe(0);
    await poll(() => slot(1).getByText('1 of 3 booked').isVisible()).toBe(true);

    // Cancel, after confirming: the booking leaves the day and its place comes back.
    await slot(1)
      .getByRole('button', { name: `Cancel ${reference}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}?` });
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await poll(() => slot(1).getByText(reference, { exact: true }).count()).toBe(0);
    await poll(() => slot(1).getByText('0 of 3 booked').isVisible()).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  }, 240_000);
});
