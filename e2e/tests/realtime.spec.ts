import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

const TEACHER = 'teacher@demo.test';

async function demoClassId(request: Parameters<typeof apiLogin>[0]) {
  const { access_token } = await apiLogin(request, TEACHER);
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  return ((await response.json()).data as Array<{ classId: string; name: string }>).find((k) => k.name === 'Class 6A')!
    .classId;
}

/** Marks the page, so that a reload (which would clear the mark) is caught. */
const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { stillSamePage: true }));
const wasNotReloaded = (page: Page) => page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage);

/** The open bell at desktop and phone width (opened at each width, so the popover is placed for it). */
async function shootOpenBell(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-list')).toBeVisible();
    // The popover fades in; shoot it settled.
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notification-list')).toBeHidden();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Nothing wider than the viewport (the app bar must fit a phone). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const absentCount = async (page: Page, student: string) =>
  Number(
    await page.getByTestId('report-row').filter({ hasText: student }).locator('[data-status="ABSENT"]').textContent(),
  );

test("the admin's attendance page shows the teacher's marks without a reload", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const classId = await demoClassId(request);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const errors = watchConsole(admin);
  await uiLogin(admin, 'admin@demo.test');
  await admin.goto(`/classes/${classId}/attendance/report?range=TODAY`);
  // Other journeys may add students to the demo class: wait for this student's row, not a count.
  await expect(admin.getByTestId('report-row').filter({ hasText: 'Chloe Student' })).toHaveCount(1);
  const before = await absentCount(admin, 'Chloe Student');
  await markNoReload(admin);

  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await uiLogin(teacher, TEACHER);
  await teacher.goto(`/classes/${classId}/attendance`);
  const row = teacher.getByTestId('attendance-row').filter({ hasText: 'Chloe Student' });
  await row.getByTestId('attendance-toggle').click();
  await expect(row).toHaveAttribute('data-status', 'ABSENT');
  await teacher.getByTestId('attendance-submit').click();
  await teacher.getByTestId('attendance-confirm-submit').click();
  await expect(teacher.getByText('Attendance marked successfully')).toBeVisible();

  await expect
    .poll(() => absentCount(admin, 'Chloe Student'), { message: 'the admin page shows the new mark' })
    .toBe(before + 1);
  expect(await wasNotReloaded(admin)).toBe(true);
  await shoot(admin, 'realtime-attendance-admin');

  await admin.evaluate(() => localStorage.setItem('language', 'ar'));
  await admin.reload();
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  // Other journeys may add students to the demo class: wait for this student's row, not a count.
  await expect(admin.getByTestId('report-row').filter({ hasText: 'Chloe Student' })).toHaveCount(1);
  await shoot(admin, 'realtime-attendance-admin-arabic');
  expect(errors).toEqual([]);
  await Promise.all([adminContext.close(), teacherContext.close()]);
});

test("a class feed post appears in the student's bell live; opening it and marking all read clears the count", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const classId = await demoClassId(request);
  const context = await browser.newContext();
  const student = await context.newPage();
  const errors = watchConsole(student);
  await uiLogin(student, 'student2@demo.test');
  const bell = student.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  // Start from nothing unread, so the count shown is this test's.
  const { access_token: studentToken } = await apiLogin(request, 'student2@demo.test');
  await request.post('/api/notifications/notification/read', {
    headers: { access_token: studentToken },
    data: { all: true },
  });
  await student.reload();
  await expect(bell).toHaveAttribute('data-count', '0');
  await expect(bell).toHaveAccessibleName('Notifications');
  await markNoReload(student);

  const { access_token: teacherToken } = await apiLogin(request, TEACHER);
  const text = `Quiz moved to Monday ${Date.now()}`;
  const posted = await request.post('/api/classFeed/post/create', {
    headers: { access_token: teacherToken },
    data: { classId, text },
  });
  expect(posted.status(), await posted.text()).toBe(200);

  await expect(bell).toHaveAttribute('data-count', '1');
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  expect(await wasNotReloaded(student)).toBe(true);
  await bell.click();
  const first = student.getByTestId('notification-item').first();
  await expect(first).toContainText('New post in Class 6A');
  await expect(first).toContainText(text);
  await expect(first).toHaveAttribute('data-unread', 'true');
  await student.keyboard.press('Escape');
  await shootOpenBell(student, 'realtime-bell-open');
  await bell.click();

  await student.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  await student.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('data-count', '0');

  // Arabic, right to left: a second post arrives live too.
  await student.evaluate(() => localStorage.setItem('language', 'ar'));
  await student.reload();
  await expect(student.locator('html')).toHaveAttribute('dir', 'rtl');
  await request.post('/api/classFeed/post/create', {
    headers: { access_token: teacherToken },
    data: { classId, text: `${text} (2)` },
  });
  await expect(bell).toHaveAttribute('data-count', '1');
  await expect(bell).toHaveAccessibleName('الإشعارات: 1 غير مقروء');
  await student.setViewportSize({ width: 375, height: 800 });
  // The app bar narrows once the resize's media queries have run, so the check waits for that.
  await expect.poll(() => overflows(student), { message: 'the app bar fits 375 px in Arabic' }).toBe(false);
  await shootOpenBell(student, 'realtime-bell-arabic');
  await bell.click();
  await expect(student.getByTestId('notification-item').first()).toContainText(`${text} (2)`);

  // Opening the notification goes to its class and marks it read.
  await student.getByTestId('notification-item').first().click();
  await expect(student).toHaveURL(new RegExp(`/classes/${classId}$`));
  await expect(bell).toHaveAttribute('data-count', '0');
  expect(errors).toEqual([]);
  await context.close();
});
