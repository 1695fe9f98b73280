import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type RunningApp, screenshot, startApp } from '../support/e2e';

/**
 * The layout right to left (issue 8): the main pages with `<html dir="rtl">` at phone and desktop
 * widths, checked by measuring, not by eye alone (the screenshots are for the eye).
 */
// oxlint-disable-next-line vitest/require-awaited-expect-poll -- returned to every caller, which awaits it
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const PRODUCT = 'tvs-girling-brake-shoe-honda-activa-6g';

/**
 * Runs in the page. Finds: horizontal page overflow; visible text or controls that stick out of
 * the viewport (outside any container that clips or scrolls them); text cut off by its own box;
 * controls in the header and toolbars that overlap each other.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width + 1) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${width}`);

  const label = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0]?.replace(/_[\w-]+$/, '') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
    let rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return null;
    // Intersect with every ancestor that clips (overflow other than visible), except the page itself.
    let left = rect.left;
    let right = rect.right;
    for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.clipPath !== 'none') {
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (s.position === 'fixed') break;
    }
    if (right - left <= 1) return null;
    rect = new DOMRect(left, rect.top, right - left, rect.height);
    return rect;
  };

  const interactive = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
  const candidates = new Set<Element>(document.querySelectorAll(interactive));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) candidates.add(node.parentElement);
  }
  for (const el of candidates) {
    const rect = visible(el);
    if (!rect) continue;
    if (rect.left < -1 || rect.right > width + 1) {
      problems.push(`outside the viewport: ${label(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    if (clips && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 2 && el.children.length === 0) {
      problems.push(`text cut off: ${label(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
  }

  // In the main content: no control overlaps another control or a text.
  const texts = [...candidates].filter((el) => el.closest('main') && ![...el.children].some((c) => candidates.has(c)));
  const boxes = texts.map((el) => ({ el, rect: visible(el) })).filter((c): c is { el: Element; rect: DOMRect } => c.rect !== null);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (!a.el.matches(interactive) && !b.el.matches(interactive)) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // Picture links carry badges and quick actions on purpose.
      if (a.el.querySelector('img') || b.el.querySelector('img')) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (x > 2 && y > 2) problems.push(`overlap in main: ${label(a.el)} and ${label(b.el)}`);
    }
  }

  const viewGroup = document.querySelector('[role=group][aria-label="View"]');
  const bars = [...document.querySelectorAll('header, [role=toolbar]'), ...(viewGroup?.parentElement ? [viewGroup.parentElement] : [])];
  for (const bar of bars) {
    const controls = [...bar.querySelectorAll(interactive)]
      .map((el) => ({ el, rect: visible(el) }))
      .filter((c): c is { el: Element; rect: DOMRect } => c.rect !== null);
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) problems.push(`overlap in ${bar.tagName.toLowerCase()}: ${label(a.el)} and ${label(b.el)}`);
      }
    }
  }
  return [...new Set(problems)];
}

async function rtl(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await page.waitForLoadState('networkidle');
  // Two frames: styles recomputed and any layout effect (e.g. carousels measuring) done.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function check(page: Page, name: string): Promise<string[]> {
  await rtl(page);
  await screenshot(page, `rtl-${name}`);
  return (await page.evaluate(layoutProblems)).map((p) => `${name}: ${p}`);
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

describe('right-to-left layout', () => {
  let app: RunningApp;
  let browser: Browser;
  let post: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ latestPosts(limit: 1) { slug } }' }),
    });
    post = ((await response.json()) as { data: { latestPosts: { slug: string }[] } }).data.latestPosts[0]!.slug;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const width of [375, 1280]) {
    it(`has nothing overlapping or cut off at ${width} px`, async () => {
      const { context, page, problems: console } = await newPage(browser, { width, height: 900 });
      const found: string[] = [];

      await page.goto(app.url);
      await poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      found.push(...(await check(page, `home-${width}`)));
      if (width < 600) {
        await page.getByRole('button', { name: 'Open menu', exact: true }).click();
        await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
        found.push(...(await check(page, `menu-${width}`)));
        await page.getByRole('dialog').getByRole('button', { name: /^Language/ }).click();
        await poll(() => page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).isVisible()).toBe(true);
        found.push(...(await check(page, `menu-languages-${width}`)));
        await page.keyboard.press('Escape');
        await poll(() => page.getByRole('dialog').count()).toBe(0);
      }

      await page.goto(`${app.url}/catalog/steering-covers/products`);
      await poll(() => main(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
      found.push(...(await check(page, `list-${width}`)));
      if (width < 600) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await poll(() => page.getByRole('dialog', { name: 'Filters' }).isVisible()).toBe(true);
        found.push(...(await check(page, `filters-${width}`)));
        await page.keyboard.press('Escape');
      }

      await page.goto(`${app.url}/products/${PRODUCT}`);
      const form = page.getByRole('form', { name: 'Options' });
      await poll(() => form.isVisible()).toBe(true);
      found.push(...(await check(page, `product-${width}`)));
      await form.getByRole('radio').first().check({ force: true });
      await form.getByRole('button', { name: 'Add to cart' }).click();
      await poll(() => page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()).toBeGreaterThan(0);

      await page.goto(`${app.url}/cart`);
      await poll(() => main(page).getByRole('button', { name: /^Remove/ }).count()).toBeGreaterThan(0);
      found.push(...(await check(page, `cart-${width}`)));

      await page.goto(`${app.url}/cart/checkout`);
      await poll(() => h1(page).isVisible()).toBe(true);
      await poll(() => main(page).getByRole('button', { name: 'Place order' }).isVisible()).toBe(true);
      found.push(...(await check(page, `checkout-${width}`)));

      await page.goto(`${app.url}/account/login`);
      await poll(() => main(page).getByRole('button', { name: 'Sign in' }).first().isVisible()).toBe(true);
      found.push(...(await check(page, `sign-in-${width}`)));

      await page.goto(`${app.url}/services`);
      await poll(() => h1(page).isVisible()).toBe(true);
      await poll(() => main(page).getByRole('link').count()).toBeGreaterThan(2);
      found.push(...(await check(page, `services-${width}`)));

      await page.goto(`${app.url}/blogs/${post}`);
      await poll(() => main(page).getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      found.push(...(await check(page, `blog-post-${width}`)));

      expect(found).toEqual([]);
      expect(console).toEqual([]);
      await context.close();
    });
  }
});
