import { expect, test } from '../support/test';
import { api, buildSixQuestionDraft } from '../support/assessment-data';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

test('the teacher sees and changes the time limit while publishing; the student reads it and the instructions, and Start asks first', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const name = `Timed quiz ${Date.now()}`;
  const { token, assessmentId } = await buildSixQuestionDraft(request, name);
  // Back to the default of one minute (SPEC §9), with instructions for the students.
  await api(request, token, 'POST', '/api/assessment/setting/update', {
    assessmentId,
    setData: { timeLimit: 1, description: 'Work alone. Show your working on paper.' },
  });

  await uiLogin(page, 'teacher@demo.test');
  await page.goto(`/dashboard/assessment/${assessmentId}`);
  await page.getByTestId('publish').click();
  const limit = page.getByTestId('publish-time-limit');
  await expect(limit).toHaveValue('1');
  await expect(page.getByText('Students get 1 minute once they press Start.')).toBeVisible();
  await limit.fill('0');
  await expect(page.getByTestId('publish-confirm')).toBeDisabled();
  await limit.fill('15');
  await expect(page.getByText('Students get 15 minutes once they press Start.')).toBeVisible();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('editor-status')).toHaveText('Published');

  const student = await browser.newPage();
  const studentErrors = watchConsole(student);
  await uiLogin(student, 'student2@demo.test');
  await student.goto('/dashboard/my-assessments');
  await student.getByTestId('my-assessment').filter({ hasText: name }).getByTestId('my-assessment-open').click();
  await expect(student.getByTestId('start-screen')).toBeVisible();
  await expect(student.getByTestId('start-time-limit')).toHaveText('Time limit: 15 minutes');
  await expect(student.getByTestId('start-description')).toHaveText('Work alone. Show your working on paper.');

  // "Not yet" leaves the attempt unstarted.
  await student.getByTestId('start-assessment').click();
  const dialog = student.getByRole('dialog');
  await expect(dialog).toContainText('you will have 15 minutes');
  await dialog.getByRole('button', { name: 'Not yet' }).click();
  await expect(dialog).toBeHidden();
  const { access_token: studentToken } = await apiLogin(request, 'student2@demo.test');
  const mine = await api<{ items: Array<{ assessmentId: string; state: string }> }>(
    request,
    studentToken,
    'GET',
    '/api/assessmentResponse/my-assessments',
  );
  expect(mine.items.find((item) => item.assessmentId === assessmentId)?.state).toBe('DUE');

  await student.getByTestId('start-assessment').click();
  await student.getByTestId('start-confirm').click();
  await expect(student.getByTestId('taking-screen')).toBeVisible();
  await expect(student.getByTestId('countdown')).toContainText(/^(15:00|14:\d\d)$/);
  expect(errors).toEqual([]);
  expect(studentErrors).toEqual([]);
});
