import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

/** Saves the n-th product card of the list to a list; answers the product's name. */
async function save(page: Page, list: 'wishlist' | 'compare', index: number): Promise<string> {
  const button = page.getByRole('button', { name: new RegExp(`^Add .* to ${list}$`) }).nth(index);
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  return label.replace(/^Add /, '').replace(new RegExp(` to ${list}$`), '');
}

const cardNames = (page: Page) => page.locator('article h2, article h3').allTextContents();

describe('saved lists follow the signed-in shopper', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('merges the browser lists at sign-up and finds them after signing in on another browser', async () => {
    const email = `lists.${Date.now()}@example.in`;

    // Device 1: a guest saves two parts to the wishlist and one to compare, then signs up.
    const one = await newPage(browser);
    await one.page.goto(`${app.url}/catalog/products`);
    const wished = [await save(one.page, 'wishlist', 0), await save(one.page, 'wishlist', 1)];
    const compared = [await save(one.page, 'compare', 2)];
    await one.page.goto(`${app.url}/account/login`);
    const signUp = one.page.getByRole('form', { name: 'Create an account' });
    await signUp.getByLabel('First name').fill('Meera');
    await signUp.getByLabel('Last name').fill('Iyer');
    await signUp.getByLabel('E-mail address').fill(email);
    await signUp.getByLabel(/^Password/).fill('lists secret');
    await signUp.getByLabel('Repeat password').fill('lists secret');
    await signUp.getByRole('button', { name: 'Create an account' }).click();
    await poll(() =>
      one.page
        .getByRole('button', { name: /My account: Meera Iyer/ })
        .first()
        .isVisible(),
    ).toBe(true);

    // Device 2: another browser, a guest compare list of its own, then sign in.
    const two = await newPage(browser);
    await two.page.goto(`${app.url}/catalog/products`);
    compared.push(await save(two.page, 'compare', 3));
    await two.page.getByRole('button', { name: 'My account: Sign in' }).click();
    const form = two.page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Password').fill('lists secret');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await poll(() =>
      two.page
        .getByRole('button', { name: /My account: Meera Iyer/ })
        .first()
        .isVisible(),
    ).toBe(true);

    // The wishlist saved on device 1 is on device 2; compare holds both devices' parts.
    await two.page.goto(`${app.url}/wishlist`);
    await poll(async () => (await cardNames(two.page)).sort()).toEqual([...wished].sort());
    await screenshot(two.page, 'saved-lists-wishlist-second-browser');
    await two.page.goto(`${app.url}/compare`);
    for (const name of compared) await poll(() => two.page.getByText(name).first().isVisible()).toBe(true);
    await screenshot(two.page, 'saved-lists-compare-second-browser');

    // Back on device 1, a reload shows device 2's compare addition too.
    await one.page.goto(`${app.url}/compare`);
    for (const name of compared) await poll(() => one.page.getByText(name).first().isVisible()).toBe(true);

    expect(one.problems).toEqual([]);
    expect(two.problems).toEqual([]);
    await one.context.close();
    await two.context.close();
  });
});
