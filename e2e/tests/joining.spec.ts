import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

test('a student follows the join link, signs in, asks, waits, and is approved by the teacher', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await apiLogin(request, 'teacher@demo.test');
  const headers = { access_token: teacher.access_token };
  const session = (await (await request.get('/api/admin/class/get-user-classes-with-institute', { headers })).json())
    .data;
  const name = `Join Club ${Date.now()}`;
  const created = await request.post(
    `/api/admin/class/create/${session.institute.instituteKneuraId}/${session.institute.instituteId}`,
    {
      headers,
      data: { name },
    },
  );
  expect(created.status()).toBe(200);
  const { joinCode } = (await created.json()).data;

  const student = await browser.newPage();
  const errors = watchConsole(student);
  await student.goto(`/join/${joinCode}/by-students`);
  await expect(student.getByTestId('join-sign-in')).toBeVisible();
  await student.getByTestId('join-email').fill('student1@demo.test');
  await student.getByTestId('join-password').fill('demo1234');
  await student.getByTestId('join-sign-in-submit').click();
  await expect(student.getByRole('heading', { name })).toBeVisible();
  await expect(student.getByText('Teacher: Tomas Teacher')).toBeVisible();
  await student.getByTestId('join-request').click();
  await expect(student.getByTestId('join-state-PENDING')).toBeVisible();
  await expect(student.getByText('Waiting for your teacher')).toBeVisible();

  const page = await browser.newPage();
  await uiLogin(page, 'teacher@demo.test');
  await page.goto('/pendingRequests');
  const request1 = page.getByTestId('class-request').filter({ hasText: 'student1@demo.test' });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await request1.getByTestId('approve-request').click();
  await expect(page.getByText('Student added to the class')).toBeVisible();
  await expect(page.getByTestId('class-request').filter({ hasText: 'student1@demo.test' })).toHaveCount(0);

  // The waiting page notices by itself.
  await expect(student.getByTestId('join-state-member')).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await student.close();
  await page.close();
});

test('a teacher cannot join as a student, and a wrong code says so', async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.goto('/join/NOPE42/by-students');
  await expect(page.getByTestId('join-error')).toHaveText(
    'This join link does not work. Ask your teacher for a new one.',
  );
});
