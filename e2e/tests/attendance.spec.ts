import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

async function demoClassId(request: Parameters<typeof apiLogin>[0], token: string) {
  const classes = (
    await (await request.get('/api/admin/class/getUserClasses', { headers: { access_token: token } })).json()
  ).data as Array<{
    classId: string;
    name: string;
  }>;
  return classes.find((klass) => klass.name === 'Class 6A')!.classId;
}

test('the teacher takes attendance with two absent, confirms, and sees the report; the student sees it too', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('dashboard-classes').click();
  await page.getByTestId('class-card').filter({ hasText: 'Class 6A' }).click();
  await page.getByTestId('class-tab-attendance').click();
  await page.getByTestId('take-attendance').click();

  const rows = page.getByTestId('attendance-row');
  await expect(rows).toHaveCount(5);
  // Everyone present on load; one tap marks absent.
  for (let index = 0; index < 5; index += 1) await expect(rows.nth(index)).toHaveAttribute('data-status', 'PRESENT');
  await rows.nth(0).getByTestId('attendance-toggle').click();
  await rows.nth(1).getByTestId('attendance-toggle').click();
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'ABSENT');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'ABSENT');
  // A third tap and back: the pair toggles.
  await rows.nth(2).getByTestId('attendance-toggle').click();
  await rows.nth(2).getByTestId('attendance-toggle').click();
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'PRESENT');

  await page.getByTestId('attendance-submit').click();
  const confirm = page.getByTestId('attendance-confirm');
  await expect(confirm).toContainText('Absent 2');
  await expect(confirm).toContainText('Ada Student, Ben Student');
  await page.getByTestId('attendance-confirm-submit').click();
  await expect(page.getByText('Attendance marked successfully')).toBeVisible();

  await expect(page).toHaveURL(/\/attendance\/report\?range=TODAY$/);
  await expect(page.getByTestId('report-totals')).toContainText('Absent 2');
  const ada = page.getByTestId('report-row').filter({ hasText: 'Ada Student' });
  await expect(ada.locator('[data-status="ABSENT"]')).toHaveText('1');
  await expect(page.getByTestId('report-row')).toHaveCount(5);

  // The CSV export downloads a file.
  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  expect((await download).suggestedFilename()).toBe('attendance-Class 6A.csv');
  expect(errors).toEqual([]);

  // The student sees their own absence today.
  const { access_token: token } = await apiLogin(request, 'teacher@demo.test');
  const classId = await demoClassId(request, token);
  const student = await browser.newPage();
  await uiLogin(student, 'student1@demo.test');
  await student.goto(`/classes/${classId}?tab=attendance`);
  await expect(student.getByTestId('student-history')).toBeVisible();
  await expect(student.getByTestId('history-entry').first()).toContainText('Absent');
  await student.close();
});

test('attendance toggles work from the keyboard', async ({ page, request }) => {
  const { access_token: token } = await apiLogin(request, 'teacher@demo.test');
  const classId = await demoClassId(request, token);
  await uiLogin(page, 'teacher@demo.test');
  await page.goto(`/classes/${classId}/attendance`);
  const rows = page.getByTestId('attendance-row');
  await expect(rows).toHaveCount(5);
  await rows.nth(3).getByTestId('attendance-toggle').focus();
  await page.keyboard.press('Space');
  await expect(rows.nth(3)).toHaveAttribute('data-status', 'ABSENT');
  await page.keyboard.press('Enter');
  await expect(rows.nth(3)).toHaveAttribute('data-status', 'PRESENT');
  // Tab into the status buttons (one tab stop), arrows move between them; Space on L marks late.
  await page.keyboard.press('Tab');
  await expect(rows.nth(3).getByRole('button', { name: 'Present', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(rows.nth(3).getByRole('button', { name: 'Late', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rows.nth(3)).toHaveAttribute('data-status', 'LATE');
});
