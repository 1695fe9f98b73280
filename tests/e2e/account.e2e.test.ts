import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

const outboxDir = mkdtempSync(join(tmpdir(), 'gaadiparts-e2e-outbox-'));

/** The last e-mail written to the outbox for an address (JSON side files of the dev mailer). */
function lastMail(to: string): { subject: string; links: string[] } | undefined {
  const files = readdirSync(outboxDir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files
    .map(
      (f) => JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as { to: string; subject: string; links: string[] },
    )
    .filter((m) => m.to === to)
    .at(-1);
}

/** Pages load their code and data lazily: wait up to 15 s for each state. */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `account-${name}`);
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
}

async function heading(page: Page) {
  return page.getByRole('heading', { level: 1 }).first().textContent();
}

describe('shopper account journey', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp({ OUTBOX_DIR: outboxDir }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('signs up, out and in, edits the profile and addresses, changes and recovers the password', async () => {
    const { context, page, problems } = await newPage(browser);
    const email = `e2e.${Date.now()}@example.in`;

    // An account page sends an anonymous shopper to sign-in, and back after.
    await page.goto(`${app.url}/account/profile`);
    await poll(() => new URL(page.url()).pathname).toBe('/account/login');
    await expectAccessible(page, 'login');

    // Sign up.
    const signUp = page.getByRole('form', { name: 'Create an account' });
    await signUp.getByRole('button', { name: 'Create an account' }).click();
    await poll(() => signUp.getByText('This field is required.').count()).toBeGreaterThan(0);
    await signUp.getByLabel('First name').fill('Asha');
    await signUp.getByLabel('Last name').fill('Rao');
    await signUp.getByLabel('E-mail address').fill(email);
    await signUp.getByLabel(/^Password/).fill('first secret');
    await signUp.getByLabel('Repeat password').fill('first secret');
    await signUp.getByRole('button', { name: 'Create an account' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/account/profile');
    await poll(() => lastMail(email)?.subject).toBe('Welcome to GaadiParts');

    // Sign out from the header menu.
    await page.getByRole('button', { name: 'My account: Asha Rao' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => page.getByRole('button', { name: 'My account: Sign in' }).isVisible()).toBe(true);

    // Sign in from the header menu.
    await page.getByRole('button', { name: 'My account: Sign in' }).click();
    const menuForm = page.getByRole('dialog').getByRole('form', { name: 'Sign in' });
    await menuForm.getByLabel('E-mail address').fill(email);
    await menuForm.getByLabel('Password').fill('wrong secret');
    await menuForm.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => menuForm.getByRole('alert').textContent()).toContain(
      'The e-mail address or password is incorrect.',
    );
    await menuForm.getByLabel('Password').fill('first secret');
    await menuForm.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => page.getByRole('button', { name: 'My account: Asha Rao' }).isVisible()).toBe(true);

    // Edit the profile.
    await page.goto(`${app.url}/account/profile`);
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Phone').fill('+91 98450 12345');
    await profile.getByLabel('First name').fill('Asha K');
    await profile.getByRole('button', { name: 'Save' }).click();
    await poll(() => profile.getByRole('status').textContent()).toContain('Your profile has been saved.');
    await expectAccessible(page, 'profile');

    // Two addresses; the first is the default, then the second becomes it.
    for (const [city, pin] of [
      ['Bengaluru', '560041'],
      ['Mysuru', '570001'],
    ] as const) {
      await page.goto(`${app.url}/account/addresses/new`);
      const form = page.getByRole('form', { name: 'New address' });
      await form.getByLabel('First name').fill('Asha');
      await form.getByLabel('Last name').fill('Rao');
      await form.getByLabel('Address line 1').fill('12, 4th Main');
      await form.getByLabel('PIN code').fill(pin);
      await poll(() => form.getByLabel('State').inputValue()).toBe('KA');
      await form.getByLabel('Town / City').fill(city);
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Phone').fill('098450 12345');
      if (city === 'Bengaluru') await expectAccessible(page, 'address-new');
      await form.getByRole('button', { name: 'Save address' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/account/addresses');
    }
    const list = page.getByRole('list', { name: 'Saved addresses' });
    await poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('listitem').first().textContent()).toContain('Bengaluru');
    expect(await list.getByRole('listitem').first().textContent()).toContain('Default');
    await expectAccessible(page, 'addresses');

    await list.getByRole('link', { name: 'Edit address of Asha Rao' }).nth(1).click();
    await poll(() => heading(page)).toBe('Edit address');
    await page.getByLabel('Use as my default address').check();
    await page.getByRole('button', { name: 'Save address' }).click();
    await poll(async () => list.getByRole('listitem').first().textContent()).toContain('Mysuru');
    await page.goto(`${app.url}/account/dashboard`);
    await poll(() => page.getByRole('region', { name: 'Default address' }).textContent()).toContain('Mysuru');
    await expectAccessible(page, 'dashboard');

    // Change the password; the old one no longer works.
    await page.goto(`${app.url}/account/password`);
    const change = page.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill('first secret');
    await change.getByLabel(/^New password/).fill('second secret');
    await change.getByLabel('Repeat new password').fill('second secret');
    await change.getByRole('button', { name: 'Change password' }).click();
    await poll(() => change.getByRole('status').textContent()).toContain('Your password has been changed.');
    await expectAccessible(page, 'password');
    await page.getByRole('button', { name: 'My account: Asha K Rao' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();

    await page.goto(`${app.url}/account/login`);
    const signIn = page.getByRole('form', { name: 'Sign in' }).first();
    await signIn.getByLabel('E-mail address').fill(email);
    await signIn.getByLabel('Password').fill('first secret');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => signIn.getByRole('alert').textContent()).toContain('The e-mail address or password is incorrect.');

    // Recover the password with the link from the outbox e-mail.
    await page.goto(`${app.url}/account/forgot-password`);
    const forgot = page.getByRole('form', { name: 'Forgotten password' });
    await forgot.getByLabel('E-mail address').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await poll(() => forgot.getByRole('status').textContent()).toContain(`If an account exists for ${email}`);
    await expectAccessible(page, 'forgot-password');
    await poll(() => lastMail(email)?.subject).toBe('Reset your GaadiParts password');
    const link = new URL(lastMail(email)!.links[0]!);
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill('third secret');
    await page.getByLabel('Repeat new password').fill('third secret');
    await expectAccessible(page, 'reset-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    const again = page.getByRole('form', { name: 'Sign in' }).first();
    await again.getByLabel('E-mail address').fill(email);
    await again.getByLabel('Password').fill('third secret');
    await again.getByRole('button', { name: 'Sign in' }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/account/dashboard');

    expect(problems).toEqual([]);
    await context.close();
  });
});
