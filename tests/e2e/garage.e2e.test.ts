import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

const SWIFT = 'maruti-suzuki/swift/2019/1.2-vxi-petrol';
const CLASSIC = 'royal-enfield/classic-350/2022/349cc-j-series-dual-abs';
import { vinFor } from '../support/vins';

/** A 2022 Royal Enfield VIN: it tells the maker and the year, the shopper picks the model. */
const CLASSIC_VIN = vinFor('ME3', 2022, 4711, 'U3S5F');

const badges = (page: Page) =>
  page
    .locator('article')
    .getByText(/^(.\s*)?(Fits your|Does not fit|Fit not confirmed)/)
    .allTextContents();

describe('garage: vehicle picker and fitment verdicts', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('adds a vehicle by selects and one narrowed by its VIN, selects it, and the product list shows its verdicts', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${app.url}/catalog/products`);
    await page.locator('article').first().waitFor();
    expect(await badges(page)).toEqual([]);

    await page.getByRole('button', { name: 'My vehicle: choose a vehicle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Brand' }).isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2019');
    await dialog.getByRole('combobox', { name: 'Brand' }).selectOption('maruti-suzuki');
    await dialog.getByRole('combobox', { name: 'Model' }).selectOption('swift');
    await dialog.getByRole('combobox', { name: 'Engine' }).selectOption(SWIFT);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'garage-picker-form');
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();

    const list = page.getByRole('dialog', { name: 'My garage' });
    await list.waitFor();
    expect(await list.getByRole('radio', { name: /Maruti Suzuki Swift/ }).isChecked()).toBe(true);
    await list.getByRole('button', { name: 'Select' }).click();
    await expect.poll(() => badges(page).then((b) => b.length)).toBeGreaterThan(0);
    const swiftVerdicts = await badges(page);
    expect(swiftVerdicts.every((b) => /Fits your 2019 Swift|Does not fit|Fit not confirmed/.test(b))).toBe(true);
    await screenshot(page, 'garage-list-swift');

    // Only parts that fit: every card then says it fits.
    await page.getByRole('checkbox', { name: /Only parts that fit my 2019 Swift/ }).click();
    await expect.poll(() => page.url()).toContain('filter_vehicle=');
    await expect.poll(async () => (await badges(page)).every((b) => b.includes('Fits your 2019 Swift'))).toBe(true);

    // Add a second vehicle by VIN, select it: the filter and the verdicts follow.
    await page
      .getByRole('button', { name: /My vehicle: 2019 Swift/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'My garage' }).getByRole('button', { name: '+ Add a vehicle' }).click();
    const form = page.getByRole('dialog', { name: 'Add a vehicle' });
    await form.getByRole('textbox', { name: /VIN/ }).fill(CLASSIC_VIN);
    await form.getByText(/This VIN is a 2022 Royal Enfield. Now choose the model and engine./).waitFor();
    // The VIN sets year and brand at once; the brand shows once the year's brands have loaded.
    await expect.poll(() => form.getByRole('combobox', { name: 'Year' }).inputValue()).toBe('2022');
    await expect.poll(() => form.getByRole('combobox', { name: 'Brand' }).inputValue()).toBe('royal-enfield');
    // The brand list is narrowed to the VIN's maker; the models are Royal Enfield's of 2022.
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Brand' }).locator('option').allTextContents())
      .toEqual(['Select brand', 'Royal Enfield']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'garage-picker-vin');
    await form.getByRole('combobox', { name: 'Model' }).selectOption('classic-350');
    await form.getByRole('combobox', { name: 'Engine' }).selectOption(CLASSIC);
    await form.getByRole('button', { name: 'Add vehicle' }).click();
    const garage = page.getByRole('dialog', { name: 'My garage' });
    await expect.poll(() => garage.getByRole('radio').count()).toBe(3);
    await garage.getByRole('button', { name: 'Select' }).click();
    await expect.poll(() => page.url()).toContain(encodeURIComponent(CLASSIC).replace(/%2F/g, '%2F'));
    await expect
      .poll(async () => (await badges(page)).every((b) => b.includes('Fits your 2022 Classic 350')))
      .toBe(true);
    expect((await badges(page)).length).toBeGreaterThan(0);
    await screenshot(page, 'garage-list-classic');

    // A bad VIN says why.
    await page
      .getByRole('button', { name: /My vehicle: 2022 Classic 350/ })
      .first()
      .click();
    await page.getByRole('button', { name: '+ Add a vehicle' }).click();
    await page.getByRole('textbox', { name: /VIN/ }).fill('MA3OOOOOOOOOOOOOO');
    await page.getByText(/Unable to find a vehicle by this VIN. A VIN never contains the letters I, O or Q./).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the vehicle picker open when a tablet is turned across the phone width', async () => {
    const { context, page, problems } = await newPage(browser, { width: 1024, height: 768 });
    await page.goto(`${app.url}/catalog/products`);
    await page.getByRole('button', { name: 'My vehicle: choose a vehicle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.waitFor();
    // Portrait: the header's phone layout replaces the desktop one, with its own "My vehicle" button.
    await page.setViewportSize({ width: 768, height: 1024 });
    const desktopHeader = page.locator('header [class*="_desktop_"]');
    await desktopHeader.waitFor({ state: 'detached' });
    await dialog.getByRole('combobox', { name: 'Year' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await screenshot(page, 'garage-picker-turned-portrait');
    // And back to landscape.
    await page.setViewportSize({ width: 1024, height: 768 });
    await desktopHeader.waitFor({ state: 'attached' });
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('2019');
    expect(await dialog.isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
