import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

const HEADER = 'first_name,last_name,email,guardian_name,guardian_contact_number';

/** A roster of 30 students with unique emails; `badLine` (1-based row) gets a broken email. */
function roster(tag: string, badLine?: number) {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    const email = n === badLine ? `${tag}-${n}@@example` : `${tag}-${n}@example.test`;
    return `Pupil,Number${String.fromCharCode(65 + (i % 26))},${email},Parent Person,+91 98765 ${String(10000 + n)}`;
  });
  return Buffer.from([HEADER, ...rows].join('\n'), 'utf8');
}

test('a teacher creates a class, is told about a duplicate name, and imports 30 students from a CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const name = `Science ${Date.now()}`;
  await uiLogin(page, 'teacher@demo.test');

  await page.getByTestId('nav-classes').click();
  await expect(page.getByTestId('classes-page')).toBeVisible();
  await page.getByTestId('create-class').click();
  await page.getByTestId('class-name-input').fill(name);
  await page.getByTestId('class-name-submit').click();
  await expect(page.getByTestId('class-name')).toHaveText(name);
  const classId = page.url().split('/classes/')[1]!.split(/[?#]/)[0]!;

  // The same name again: the server's 'Duplicate class name' shows in the dialog.
  await page.getByTestId('nav-classes').click();
  await page.getByTestId('create-class').click();
  await page.getByTestId('class-name-input').fill(name.toUpperCase());
  await page.getByTestId('class-name-submit').click();
  await expect(page.getByTestId('class-name-error')).toHaveText('Duplicate class name');
  await page.keyboard.press('Escape');

  // Import: a file with one bad row is refused with that row shown, and nothing is written.
  await page.goto(`/classes/${classId}`);
  await page.getByTestId('import-students').click();
  await expect(page.getByTestId('roster-import-page')).toBeVisible();
  const tag = `e2e${Date.now()}`;
  await page
    .getByTestId('roster-file')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: roster(tag, 17) });
  await expect(page.getByTestId('roster-invalid-count')).toHaveText('1 with problems');
  await expect(page.getByTestId('roster-bad-row')).toHaveCount(1);
  await expect(page.getByTestId('roster-bad-row')).toContainText(`${tag}-17@@example`);
  await expect(page.getByTestId('roster-problems')).toContainText('Email: not a valid email address');
  await expect(page.getByTestId('roster-import')).toBeDisabled();
  const { access_token: token } = await apiLogin(request, 'teacher@demo.test');
  const members = async () =>
    (
      await (
        await request.get(`/api/admin/class/getUsers/learner/${classId}`, { headers: { access_token: token } })
      ).json()
    ).data.length;
  expect(await members()).toBe(0);

  // Fixed: all 30 go in, and the class shows them.
  await page.getByTestId('roster-file').setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: roster(tag) });
  await expect(page.getByTestId('roster-invalid-count')).toHaveText('0 with problems');
  await page.getByTestId('roster-import').click();
  await expect(page.getByText('30 students imported')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/classes/${classId}\\?tab=people$`));
  await expect(page.getByTestId('class-student')).toHaveCount(30);
  expect(await members()).toBe(30);
  // The browser logs the refused duplicate (400) itself; nothing else may fail.
  expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});

test('a file that is not CSV is refused before it is sent', async ({ page }) => {
  await uiLogin(page, 'admin@demo.test');
  await page.goto('/students/import');
  await page
    .getByTestId('roster-file')
    .setInputFiles({ name: 'class.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await expect(page.getByTestId('roster-error')).toHaveText('Only CSV files are allowed');
});

test('a student sees their classes and cannot create one', async ({ page }) => {
  await uiLogin(page, 'student1@demo.test');
  await page.goto('/classes');
  await expect(page.getByTestId('class-card').filter({ hasText: 'Class 6A' })).toBeVisible();
  await expect(page.getByTestId('create-class')).toHaveCount(0);
  await page.getByTestId('class-card').filter({ hasText: 'Class 6A' }).click();
  await expect(page.getByTestId('class-name')).toHaveText('Class 6A');
  // No join code for a student; the Attendance tab is their own history.
  await expect(page.getByTestId('join-code-card')).toHaveCount(0);
  await page.getByTestId('class-tab-attendance').click();
  await expect(page.getByTestId('student-history')).toBeVisible();
  await expect(page.getByTestId('take-attendance')).toHaveCount(0);
});
