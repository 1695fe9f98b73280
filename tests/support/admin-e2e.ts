import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, SCREENSHOTS } from './e2e';

/** Axe finds nothing on a back-office screen, and it is photographed at 1280 px and at 375 px (a phone). */
export async function checkAdminScreen(page: Page, name: string) {
  expect(await axeViolations(page), `axe on ${name}`).toEqual([]);
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    // Nothing wider than the phone's screen: tables scroll in their own box.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} fits ${width}px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
