import { type Page, test } from '@playwright/test';
import { expectAccessible } from './accessibility';

/**
 * A full-page screenshot at desktop and phone width, kept with the test's results to be looked at; the
 * screen is checked with axe-core first.
 */
export async function shoot(page: Page, name: string) {
  await expectAccessible(page, name);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
