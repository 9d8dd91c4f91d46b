import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student4@demo.test';

async function demoClassId(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, TEACHER);
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  return ((await response.json()).data as Array<{ classId: string; name: string }>).find((k) => k.name === 'Class 6A')!
    .classId;
}

/** Tuesday of next week (weeks start on Monday), local: one click on "next" from this week. */
function nextTuesday() {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7) + 8);
  return day;
}
const dateInput = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

test('a teacher creates a weekly schedule and sees it in week view; the student sees it too', async ({
  page,
  request,
  browser,
}) => {
  const errors = watchConsole(page);
  const classId = await demoClassId(request);
  await uiLogin(page, TEACHER);
  await page.goto(`/classes/${classId}?tab=schedule`);
  await expect(page.getByTestId('scheduler-view')).toHaveAttribute('data-view', 'week');

  const tuesday = nextTuesday();
  await page.getByTestId('schedule-new').click();
  const dialog = page.getByTestId('schedule-dialog');
  await dialog.getByTestId('schedule-title').fill('Art club');
  await dialog.getByTestId('schedule-date').fill(dateInput(tuesday));
  await dialog.getByTestId('schedule-start').fill('14:00');
  await dialog.getByTestId('schedule-end').fill('13:00');
  await expect(dialog.getByTestId('schedule-save')).toBeDisabled();
  await dialog.getByTestId('schedule-end').fill('15:00');
  await dialog.getByTestId('schedule-repeat').click();
  await page.getByTestId('repeat-WEEKLY').click();
  await dialog.getByTestId('weekday-TH').click();
  await dialog.getByTestId('schedule-save').click();
  await expect(page.getByText('Schedule created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // In the week of that Tuesday: on Tuesday and Thursday, at 14:00 local.
  await page.getByTestId('calendar-next').click();
  const events = page.getByTestId('calendar-event').filter({ hasText: 'Art club' });
  await expect(events).toHaveCount(2);
  await expect(
    page
      .locator(`[data-day="${tuesday.toDateString()}"]`)
      .getByTestId('calendar-event')
      .filter({ hasText: 'Art club' }),
  ).toHaveCount(1);
  await events.first().click();
  await expect(page.getByTestId('occurrence-dialog')).toContainText('Every week on Tue, Thu');
  await page.getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'schedule-week');
  await page.getByTestId('view-month').click();
  await expect(page.getByTestId('month-grid')).toBeVisible();
  // The save's snackbar fades out about now: judge the month once it has gone, not halfway.
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 8_000 });
  await shoot(page, 'schedule-month');
  await page.getByTestId('view-day').click();
  await expect(page.getByTestId('time-grid')).toBeVisible();
  expect(errors).toEqual([]);

  const context = await browser.newContext();
  const student = await context.newPage();
  await uiLogin(student, STUDENT);
  await student.goto(`/classes/${classId}?tab=schedule&lang=ar`);
  await expect(student.getByTestId('schedule-new')).toHaveCount(0);
  await expect(student.getByTestId('calendar-event').first()).toBeVisible();
  await shoot(student, 'schedule-student-ar');
  await context.close();
});

test('the scheduler entries: an unknown class is refused, the global one opens its create dialog', async ({
  page,
  request,
}) => {
  const classId = await demoClassId(request);
  const { access_token } = await apiLogin(request, TEACHER);
  await page.goto(`/webview/scheduler/no-such-class?token=${access_token}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid class id');
  await page.goto(`/webview/scheduler/${classId}?token=${access_token}`);
  await expect(page).toHaveURL(new RegExp(`/scheduler-webview\\?classId=${classId}`));
  await expect(page.getByTestId('scheduler-webview')).toContainText('Class 6A');
  await page.goto(`/webview/GlobalScheduler?token=${access_token}&createSchedulesDialog=true`);
  await expect(page).toHaveURL(/\/schedulerGlobal-webview\?createSchedulesDialog=true/);
  await expect(page.getByTestId('schedule-dialog')).toBeVisible();
  await shoot(page, 'global-scheduler-create');
});

test('the calendar link: made once, read by a calendar client, turned off', async ({ page, request }) => {
  await uiLogin(page, TEACHER);
  const classId = await demoClassId(request);
  await page.goto(`/classes/${classId}?tab=schedule`);
  await page.getByTestId('calendar-subscribe').click();
  await page.getByTestId('ical-rotate').click();
  const url = await page.getByTestId('ical-url').inputValue();
  expect(url).toMatch(/\/api\/scheduler\/ical\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await request.get(new URL(url).pathname);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=36/);
  await shoot(page, 'ical-dialog');
  await page.getByTestId('ical-revoke').click();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});
