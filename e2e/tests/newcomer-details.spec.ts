import { expect, test } from '@playwright/test';
import { uiLogin } from '../support/session';

/** "1 class", "2 classes": the number and the noun agree. */
function agrees(line: string) {
  const counts = [...line.matchAll(/(\d+) (class(?:es)?|times)/g)];
  return counts.every(([, n, noun]) => (n === '1' ? noun === 'class' : noun !== 'class'));
}

test('daily logs say "1 class" and "Attendance taken once", not "1 classes" and "1 times"', async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.goto('/classes');
  await page.getByTestId('class-card').filter({ hasText: 'Class 6A' }).click();
  await page.getByTestId('class-tab-attendance').click();
  await page.getByTestId('take-attendance').click();
  await page.getByTestId('attendance-submit').click();
  await page.getByTestId('attendance-confirm-submit').click();
  await expect(page.getByText('Attendance marked successfully')).toBeVisible();

  await page.goto('/daily-logs');
  const today = page.getByTestId('daily-log-day').first();
  const summary = today.getByTestId('daily-log-summary');
  await expect(summary).toContainText(/\d+ class/);
  const line = (await summary.textContent()) ?? '';
  expect(line).not.toMatch(/\b1 classes\b|\b1 times\b/);
  expect(agrees(line), line).toBe(true);
  expect(line).toMatch(/Attendance taken (once|\d+ times)/);
});
