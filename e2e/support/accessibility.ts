import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);
// 'experimental' brings label-content-name-mismatch (a button named unlike what it shows).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** A screen worth checking: a page of the app, not about:blank, an API answer or a downloaded file. */
function isAppScreen(page: Page) {
  return !page.isClosed() && /^https?:/.test(page.url()) && !new URL(page.url()).pathname.startsWith('/api/');
}

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, naming the
 * rule, the screen and the first offending elements.
 */
export async function expectAccessible(page: Page, screen = page.url()) {
  if (!isAppScreen(page)) return;
  let report = await blockingViolations(page);
  // A snackbar or alert that started fading in while axe ran is judged at part of its opacity (contrast
  // near 1:1): a contrast failure is judged again once that transition has ended. Any other rule, or a
  // contrast failure that stays, fails at once.
  if (report.length > 0 && report.every((line) => line.includes(' color-contrast: '))) {
    await page.waitForTimeout(600);
    report = await blockingViolations(page);
  }
  expect(report, `axe on ${screen}`).toEqual([]);
}

async function blockingViolations(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  // A snackbar or chip fading in has half its contrast: judge the screen once transitions have ended
  // (spinners run forever and are left out). Two frames first, so a transition mounted just now has
  // started and is seen.
  await page
    .evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    .catch(() => undefined);
  // MUI's enter transitions last at most 300 ms; a snackbar's may start after the frames above.
  await page.waitForTimeout(350);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Legacy mode runs in the page itself: pages of browser.newPage() cannot open the helper page the
  // default mode needs, and the app has no cross-origin frames for it to reach.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  return blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(0, 2).join(' ')}`)
        .join('\n'),
  );
}

/** Runs expectAccessible once per screen (language and path) and test, however often it is asked. */
export class ScreenChecker {
  private readonly checked = new Set<string>();

  async check(page: Page) {
    if (!isAppScreen(page)) return;
    const url = new URL(page.url());
    const language = await page.evaluate(() => document.documentElement.lang).catch(() => '');
    const key = `${language} ${url.pathname}`;
    if (this.checked.has(key)) return;
    this.checked.add(key);
    await test.step(`axe: ${key}`, () => expectAccessible(page, key), { box: true });
  }
}
