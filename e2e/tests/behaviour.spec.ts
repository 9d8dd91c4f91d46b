import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student2@demo.test';

/** The demo class's id, read through the API as its teacher. */
async function demoClassId(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, TEACHER);
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  const classes = (await response.json()).data as Array<{ classId: string; name: string }>;
  return classes.find((klass) => klass.name === 'Class 6A')!.classId;
}

test('a teacher gives behaviour points and a badge; the student sees them as their own', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const classId = await demoClassId(request);
  await uiLogin(page, TEACHER);
  await page.goto(`/classes/${classId}?tab=behaviour`);
  const chloe = page.getByTestId('behaviour-student').filter({ hasText: 'Ben Student' });
  await expect(chloe).toBeVisible();

  // Points to one student, from a preset, one more than the preset gives.
  await chloe.getByTestId('behaviour-give-one').click();
  const dialog = page.getByTestId('feedback-dialog');
  await dialog.getByTestId('preset-helpingOthers').click();
  await dialog.getByTestId('points-more').click();
  await expect(dialog.getByTestId('points-value')).toHaveText('+2');
  await dialog.getByTestId('feedback-submit').click();
  await expect(page.getByText('Feedback given')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A zero-point note to the whole class.
  await page.getByTestId('behaviour-give-class').click();
  await dialog.getByTestId('feedback-remarks').fill('Quiet reading went well');
  await dialog.getByTestId('points-less').click();
  await expect(dialog.getByTestId('points-value')).toHaveText('0');
  await dialog.getByTestId('feedback-submit').click();
  await expect(page.getByText('Feedback given to the class')).toBeVisible();
  await expect(page.getByTestId('feedback-list').getByText('Quiet reading went well').first()).toBeVisible();

  // A badge for Ben.
  await page.getByTestId('badge-LEADER').click();
  const badgeDialog = page.getByTestId('give-badge-dialog');
  await badgeDialog.getByTestId('badge-to').click();
  await page.getByRole('option', { name: 'Ben Student' }).click();
  await badgeDialog.getByTestId('give-badge-submit').click();
  await expect(page.getByText('Badge given', { exact: true })).toBeVisible();
  await expect(page.getByTestId('recent-badges')).toContainText('Leader · Ben Student');
  await shoot(page, 'behaviour-teacher');
  expect(errors).toEqual([]);

  // The student sees their own points, notes and badge, and nobody else's.
  const context = await browser.newContext();
  const student = await context.newPage();
  await uiLogin(student, STUDENT);
  await student.goto(`/classes/${classId}?tab=behaviour`);
  await expect(student.getByTestId('behaviour-total')).toHaveText('+3');
  await expect(student.getByTestId('student-behaviour')).toContainText('Helping others');
  await expect(student.getByTestId('student-behaviour')).toContainText('Quiet reading went well');
  await expect(student.getByTestId('my-badge-LEADER')).toBeVisible();
  await expect(student.getByTestId('behaviour-students')).toHaveCount(0);
  // The chart has a points axis (0 to 3 here) and short local dates, not ISO days.
  const chart = student.getByTestId('points-chart');
  await expect(chart.getByTestId('chart-y-tick')).toHaveText(['0', '1', '2', '3']);
  const today = new Date().toLocaleDateString('en', { day: 'numeric', month: 'short' });
  await expect(chart.getByTestId('chart-x-label').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}$/);
  await expect(chart.getByTestId('chart-x-label').last()).toHaveText(today);
  await expect(chart).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await student.getByTestId('my-progress-link').click();
  await expect(student.getByTestId('progress-class')).toContainText('Class 6A');
  await expect(student.getByTestId('my-progress').getByTestId('my-badge-LEADER')).toBeVisible();
  await shoot(student, 'my-progress');
  await student.goto(`/progress?lang=ar`);
  await expect(student.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(student.getByTestId('student-behaviour')).toBeVisible();
  await expect(student.getByTestId('points-chart')).toBeVisible();
  await shoot(student, 'my-progress-ar');
  await context.close();
});

test('the behaviour webview entry checks the class, then shows the feedback page', async ({ page, request }) => {
  const classId = await demoClassId(request);
  const { access_token } = await apiLogin(request, TEACHER);
  await page.goto('/webview/feedbackBehaviour/no-such-class?token=' + access_token);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid class id');
  await page.goto(`/webview/feedbackBehaviour/${classId}?token=${access_token}`);
  await expect(page).toHaveURL(new RegExp(`/feedbackBehaviour\\?classId=${classId}`));
  await expect(page.getByTestId('feedback-behaviour-webview')).toContainText('Class 6A');
  await expect(page.getByTestId('behaviour-students')).toBeVisible();
  await page.goto('/webview/feedbackBehaviour/x');
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
  await page.goto(`/feedbackBehaviour?classId=${classId}&lang=ar`);
  await expect(page.getByTestId('behaviour-students')).toBeVisible();
  await shoot(page, 'behaviour-webview-ar');
});
