import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };

const path = (page: Page) => new URL(page.url()).pathname;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe('header, navigation, newsletter and content pages', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens the departments mega-menu with the keyboard and closes it with Escape', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await page.goto(app.url);
    const trigger = page.getByRole('button', { name: 'Shop by department' });
    await trigger.waitFor();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').first();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('menuitem', { name: 'Brakes & Suspension' }).waitFor();
    // Typeahead moves to the department, the right arrow opens its mega-menu.
    await page.keyboard.press('b');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Brakes & Suspension');
    await page.keyboard.press('ArrowRight');
    const mega = page.getByRole('menu').nth(1);
    await expect.poll(() => mega.getByRole('menuitem', { name: /Brake Discs/ }).isVisible()).toBe(true);
    expect(await mega.getByRole('menuitem', { name: /All in Brakes & Suspension/ }).getAttribute('href')).toBe(
      '/catalog/brakes-suspension',
    );
    await screenshot(page, 'nav-mega-menu-1280');
    expect(await axeViolations(page), 'axe with the mega-menu open').toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    // A click outside closes it too.
    await trigger.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.click(1200, 700);
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('suggests parts in the search box and opens the highlighted one with Enter (Enter alone: the results)', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await page.goto(app.url);
    const search = page.getByRole('combobox', { name: 'Search parts' });
    await search.waitFor();
    await search.fill('brake');
    const options = page.getByRole('listbox', { name: 'Search parts' }).getByRole('option');
    await expect.poll(() => options.count()).toBe(6);
    expect(await page.getByRole('group', { name: 'Products' }).getByRole('option').count()).toBe(3);
    expect(await options.first().textContent()).toMatch(/₹[\d,]+\.\d\d/);
    await screenshot(page, 'nav-suggestions-1280');
    expect(await axeViolations(page), 'axe with the suggestions open').toEqual([]);
    expect(problems).toEqual([]);

    // The keys go to the search box (the axe run must not have left the focus elsewhere).
    await search.focus();
    // Nothing is highlighted until an arrow key: the first one highlights the first suggestion.
    await page.keyboard.press('ArrowDown');
    expect(
      await page.getByRole('listbox', { name: 'Search parts' }).getByRole('option', { selected: true }).textContent(),
    ).toBe(await options.first().textContent());
    await page.keyboard.press('Enter');
    await expect.poll(() => path(page)).toMatch(/^\/products\/[\w-]+$/);
    await context.close();
  });

  it('navigates the mobile menu through a nested panel and back, and resets it after closing', async () => {
    const { context, page, problems } = await newPage(browser, PHONE);
    await page.goto(app.url);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Shop' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Shop by department' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Brakes & Suspension' }).click();
    const panel = page.getByRole('dialog', { name: 'Brakes & Suspension' });
    await expect.poll(() => panel.getByRole('link', { name: 'Brake Discs' }).isVisible()).toBe(true);
    await screenshot(page, 'nav-mobile-menu-375');
    expect(await axeViolations(page), 'axe with the mobile menu open').toEqual([]);

    await panel.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Shop by department' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Brakes & Suspension' }).click();
    await page.getByRole('link', { name: 'Brake Discs' }).click();
    await expect.poll(() => path(page)).toBe('/catalog/brake-discs/products');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(problems.filter((p) => !p.includes('/catalog'))).toEqual([]);
    await context.close();
  });

  it('subscribes to the newsletter after checking the address', async () => {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await page.goto(`${app.url}/about-us`);
    const footer = page.getByRole('contentinfo');
    // The form loads when the footer comes near the screen, as a shopper scrolls down.
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByRole('textbox', { name: 'E-mail address' });
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect.poll(() => footer.getByText('Please enter your e-mail address.').isVisible()).toBe(true);
    await email.fill('rider.at.example.com');
    await subscribe.click();
    await expect.poll(() => footer.getByText(/valid e-mail address/).isVisible()).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');

    await email.fill(' Rider@Example.com ');
    await subscribe.click();
    await expect
      .poll(() => footer.getByText('Thank you! You are subscribed to our newsletter.').isVisible())
      .toBe(true);
    expect(await email.inputValue()).toBe('');
    await email.fill('rider@example.com');
    await subscribe.click();
    await expect
      .poll(() => footer.getByText('Thank you! You are subscribed to our newsletter.').isVisible())
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no axe violations on the home page, static pages and the blog at ${viewport.width} px`, async () => {
      const { context, page, problems } = await newPage(browser, viewport);
      const pages = [
        ['/', 'Parts that fit your car and bike, delivered across India'],
        ['/about-us', 'About Us'],
        ['/faq', 'FAQ'],
        ['/privacy', 'Privacy Policy'],
        ['/blogs', 'Blog'],
        ['/blogs/engine-oil-grades-explained', 'What 10W-30 Means: Engine Oil Grades Explained'],
      ] as const;
      for (const [url, title] of pages) {
        await page.goto(`${app.url}${url}`);
        await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(title);
        if (url === '/')
          await expect.poll(() => page.getByRole('heading', { name: 'Featured products' }).isVisible()).toBe(true);
        if (url === '/blogs')
          await expect.poll(() => page.getByRole('link', { name: /Engine Oil Grades/ }).isVisible()).toBe(true);
        const name = url === '/' ? 'home' : url.slice(1).replaceAll('/', '-');
        await screenshot(page, `nav-${name}-${viewport.width}`);
        // The footer's newsletter form loads near the screen: scroll to it so axe checks it too.
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await expect.poll(() => page.getByRole('textbox', { name: 'E-mail address' }).isVisible()).toBe(true);
        expect(await axeViolations(page), `axe on ${url} at ${viewport.width}`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
