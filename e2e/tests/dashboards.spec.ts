import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api } from '../support/assessment-data';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

const TEACHER = 'teacher@demo.test';

async function demoClass(request: APIRequestContext, token: string) {
  const classes = await api<Array<{ classId: string; name: string }>>(
    request,
    token,
    'GET',
    '/api/admin/class/getUserClasses',
  );
  return classes.find((klass) => klass.name === 'Class 6A')!.classId;
}

/** A lesson that fills today (local time of the browser and of this runner alike). */
async function scheduleToday(request: APIRequestContext, token: string, classId: string, title: string) {
  const start = new Date();
  start.setHours(0, 1, 0, 0);
  const end = new Date();
  end.setHours(23, 58, 0, 0);
  await api(request, token, 'POST', '/api/scheduler/create', {
    classId,
    title,
    start: start.toISOString(),
    end: end.toISOString(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/** The student starts the demo test, writes a long answer (a teacher's to grade) and submits. */
async function submitForGrading(request: APIRequestContext, email: string) {
  const { access_token: token } = await apiLogin(request, email);
  const mine = await api<{ items: Array<{ assessmentId: string; name: string }> }>(
    request,
    token,
    'GET',
    '/api/assessmentResponse/my-assessments',
  );
  const demo = mine.items[0]!;
  const view = await api<{
    response: { assessmentResponseId: string };
    questions: Array<{ id: string; type: string }>;
  }>(request, token, 'GET', '/api/assessmentResponse/read', { assessmentId: demo.assessmentId });
  const long = view.questions.find((question) => question.type === 'LONG_ANSWER')!;
  const assessmentResponseId = view.response.assessmentResponseId;
  await api(request, token, 'POST', '/api/questionResponse/save', {
    assessmentResponseId,
    questionId: long.id,
    answer: { text: 'Plants use sunlight to make their food.' },
  });
  await api(request, token, 'POST', '/api/assessmentResponse/submit', { assessmentResponseId });
  return demo.name;
}

async function look(page: Page, name: string) {
  for (const language of ['en', 'ar']) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.reload();
    await expect(page.getByTestId('dashboard-roles')).toBeVisible();
    await expect(page.locator('[data-status="pending"]')).toHaveCount(0);
    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`${name}-${language}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a student's dashboard: work due, today's lessons and feedback; no plan or AI-credit cards", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  const classId = await demoClass(request, teacher);
  await scheduleToday(request, teacher, classId, 'Reading hour');
  const student = await apiLogin(request, 'student5@demo.test');
  await api(request, teacher, 'POST', `/api/behavior/class/${classId}`, {
    remarks: 'Helped a classmate',
    behaviorPoints: 2,
    studentIds: [student.userId],
  });

  await uiLogin(page, 'student5@demo.test');
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-kind', 'learner');
  await expect(page.getByTestId('dashboard-due-item').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-today-item').filter({ hasText: 'Reading hour' })).toBeVisible();
  await expect(page.getByTestId('dashboard-feedback-item').filter({ hasText: 'Helped a classmate' })).toContainText(
    '+2',
  );
  await expect(page.getByTestId('licence-summary')).toHaveCount(0);
  await expect(page.getByTestId('bright-ai-open')).toHaveCount(0);
  await expect(page.getByText('Not available yet')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-scheduler')).toBeVisible();
  await expect(page.getByTestId('dashboard-tests')).toHaveCount(0);
  await look(page, 'student-dashboard');

  await page.getByTestId('dashboard-due-item').first().click();
  await expect(page).toHaveURL(/\/assessment\/take\//);
  expect(errors).toEqual([]);
});

test("a teacher's dashboard: today's classes, tests to grade and recent activity; the tiles open built pages", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const { access_token: teacher } = await apiLogin(request, TEACHER);
  await scheduleToday(request, teacher, await demoClass(request, teacher), 'Science fair prep');
  const testName = await submitForGrading(request, 'student4@demo.test');

  await uiLogin(page, TEACHER);
  await expect(page.getByTestId('dashboard')).toHaveAttribute('data-kind', 'instructor');
  await expect(page.getByTestId('dashboard-today-item').filter({ hasText: 'Science fair prep' })).toBeVisible();
  const waiting = page.getByTestId('dashboard-to-grade-item').filter({ hasText: testName });
  await expect(waiting).toContainText(/\d+ to grade/);
  await expect(page.getByTestId('dashboard-activity')).toHaveAttribute('data-status', /ready|empty/);
  await expect(page.getByText('Not available yet')).toHaveCount(0);
  await look(page, 'teacher-dashboard');

  await page.getByTestId('dashboard-scheduler').click();
  await expect(page.getByTestId('global-scheduler-webview')).toBeVisible();
  await page.goBack();
  await waiting.click();
  await expect(page).toHaveURL(/\/dashboard\/assessment\/[^/]+\/results$/);
  expect(errors).toEqual([]);
});

test('the operator lands on the console, not on a school dashboard, and asks for no school data', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) refused.push(response.url());
  });
  await page.goto('/login');
  await page.getByTestId('login-email').fill('operator@demo.test');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByTestId('operator-page')).toBeVisible();
  await expect(page.getByTestId('dashboard')).toHaveCount(0);
  expect(refused).toEqual([]);
});
