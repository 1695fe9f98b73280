import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';
import { ADD_USER_VEHICLE, VEHICLES } from '../support/shop-documents';
import { shopOperation, SIGN_UP } from '../support/shopper-data';

/** Pages load their code and data lazily: wait up to 15 s for each state. */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `services-${name}`);
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

/** Opens the two-wheeler service, picks Bangalore and the first free slot; answers the booking form. */
async function openSlotPicker(page: Page, url: string) {
  await page.goto(`${url}/services/two-wheeler-service`);
  await page.getByRole('heading', { level: 1, name: 'Two-wheeler service' }).waitFor();
  await page.getByRole('combobox', { name: 'City' }).selectOption('bangalore');
  // A day after today: a slot starting within two hours cannot be cancelled, and the journeys cancel.
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  await days
    .filter({ hasText: /\d+ free|Full|Closed/ })
    .first()
    .waitFor();
  const later = (await days.all()).slice(1);
  const open = [];
  for (const day of later) if (/\d+ free/.test((await day.textContent()) ?? '')) open.push(day);
  expect(open.length, 'an open day after today').toBeGreaterThan(0);
  await open[0]!.click();
  const free = page.getByRole('radiogroup').getByRole('radio', { disabled: false }).first();
  await free.waitFor();
  await free.check();
  return page.getByRole('form', { name: 'Book Two-wheeler service' });
}

describe('services and booking', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a guest books a two-wheeler service in Bangalore, sees the reference and cancels', async () => {
    for (const width of [375, 1280]) {
      const { page, problems, context } = await newPage(browser, { width });
      await page.goto(`${app.url}/services`);
      await page.locator('#main').getByRole('link', { name: 'Two-wheeler service' }).waitFor();
      await poll(() => page.getByRole('listitem').filter({ hasText: 'From ₹' }).count()).toBe(10);
      await expectAccessible(page, `index-${width}`);

      const form = await openSlotPicker(page, app.url);
      await expect(page.getByText('₹1,199.00').first().isVisible()).resolves.toBe(true);
      await form.getByRole('button', { name: 'Book now' }).click();
      await poll(() => form.getByText('This field is required.').count()).toBeGreaterThan(0);
      await form.getByLabel('Your vehicle').fill('Honda Activa 6G, KA 01 AB 1234');
      await form.getByLabel('Your name').fill('Ravi Kumar');
      await form.getByLabel('Mobile number').fill('98450 12345');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`ravi-${width}@example.in`);
      await expectAccessible(page, `service-${width}`);
      await form.getByRole('button', { name: 'Book now' }).click();

      await page.getByRole('heading', { level: 1, name: 'Your slot is booked' }).waitFor();
      await expect(
        page
          .getByText(/GP-SVC-\d{6}/)
          .first()
          .textContent(),
      ).resolves.toMatch(/GP-SVC-\d{6}/);
      await expectAccessible(page, `confirmation-${width}`);
      await page.getByRole('button', { name: /Cancel booking GP-SVC-/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Booking cancelled' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('a signed-in shopper books for a garage vehicle and cancels it from My bookings', async () => {
    const { page, problems, context } = await newPage(browser);
    await page.goto(`${app.url}/services`);
    const email = `garage-${Date.now()}@example.in`;
    // Through the page's own request client, so the session cookie lands in the browser.
    const signUp = await shopOperation(page.request, app.url, SIGN_UP, {
      input: { email, password: 'secret123', firstName: 'Asha', lastName: 'Rao' },
    });
    expect(signUp.signUp.errors).toEqual([]);
    const models = await shopOperation(page.request, app.url, VEHICLES, {
      year: 2022,
      make: 'honda',
      model: 'activa-6g',
    });
    const added = await shopOperation(page.request, app.url, ADD_USER_VEHICLE, { id: models.vehicles[0]!.id });
    expect(added.addUserVehicle.errors).toEqual([]);

    const form = await openSlotPicker(page, app.url);
    await form.getByLabel('Vehicle from your garage').selectOption({ index: 1 });
    await expect(form.getByRole('textbox', { name: 'E-mail', exact: true }).inputValue()).resolves.toBe(email);
    await form.getByLabel('Mobile number').fill('+91 98450 54321');
    await form.getByRole('button', { name: 'Book now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your slot is booked' }).waitFor();
    const reference = (await page.getByText(/^GP-SVC-\d{6}$/).textContent())!;

    await page.goto(`${app.url}/account/bookings`);
    const card = page.getByRole('listitem', { name: `Booking ${reference}` });
    await card.getByText('Honda Activa 6G 2022').waitFor();
    await screenshot(page, 'services-account-bookings');
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    await card.getByText('Cancelled').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
