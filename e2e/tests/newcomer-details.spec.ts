import { expect, test } from '../support/test';
import { DEMO_PASSWORD, apiLogin, uiLogin } from '../support/session';

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

test('a signed-out deep link opens its page after sign-in', async ({ page }) => {
  await page.goto('/daily-logs?x=1');
  await expect(page.getByTestId('login-email')).toBeVisible();
  await page.getByTestId('login-email').fill('teacher@demo.test');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/daily-logs\?x=1$/);
  await expect(page.getByTestId('daily-logs-page')).toBeVisible();
});

test('the results page leads back to the class', async ({ page, request }) => {
  const { access_token: token } = await apiLogin(request, 'teacher@demo.test');
  const headers = { access_token: token };
  const classes = (await (await request.get('/api/admin/class/getUserClasses', { headers })).json()).data as Array<{
    classId: string;
    name: string;
  }>;
  const classId = classes.find((klass) => klass.name === 'Class 6A')!.classId;
  const tests = (await (await request.get('/api/assessment/fetch', { headers, params: { classId } })).json()).data
    .items as Array<{ id: string; published: boolean }>;
  const published = tests.find((item) => item.published)!;

  await uiLogin(page, 'teacher@demo.test');
  await page.goto(`/dashboard/assessment/${published.id}/results`);
  await expect(page.getByTestId('assessment-results')).toBeVisible();
  await page.getByTestId('results-back').click();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}\\?tab=tests$`));
  await expect(page.getByTestId('class-name')).toHaveText('Class 6A');
});
