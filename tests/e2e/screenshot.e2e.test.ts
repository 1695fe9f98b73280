import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e';

/**
 * The screenshot helper photographs the whole page without changing its width: Playwright's
 * `fullPage` made Chromium shrink the page to 1×1 px for a moment in 6 to 12 shots of 20, and
 * the header's phone breakpoint flipped under an open dialog (docs/decisions/045).
 */
describe('screenshot helper', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes the whole page at the viewport’s width, and the page never sees another width', async () => {
    const { context, page } = await newPage(browser);
    await page.setContent('<body style="margin:0"><div style="height:3000px">tall page</div></body>');
    await page.evaluate(() => {
      const widths: number[] = [];
      Object.assign(window, { widths });
      addEventListener('resize', () => widths.push(innerWidth));
    });
    for (let shot = 0; shot < 10; shot++) await screenshot(page, 'screenshot-helper');
    const widths = await page.evaluate(() => (window as unknown as { widths: number[] }).widths);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([1280]));
    expect(page.viewportSize()).toEqual({ width: 1280, height: 900 });
    await context.close();
  });
});
