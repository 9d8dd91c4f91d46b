import { expect, test } from '../support/test';
import { api, demoWorld } from '../support/assessment-data';
import { apiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

test('the assessment webview entries behave as SPEC §2 says', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const { token, teacher, klass, byEmail } = await demoWorld(request);
  const name = `Webview quiz ${Date.now()}`;
  const draft = await api<{ id: string }>(request, token, 'POST', '/api/assessment/create', {
    classId: klass.classId,
    name,
    createdBy: teacher.userId,
  });
  await api(request, token, 'POST', '/api/question/add-question', {
    body: {
      assessmentId: draft.id,
      type: 'TRUE_OR_FALSE',
      description: 'Webviews open inside the mobile apps.',
      points: 1,
      options: [
        { id: 't', title: 'True' },
        { id: 'f', title: 'False' },
      ],
      correctOptions: ['t'],
      bloomLevel: 'REMEMBER',
    },
  });

  // Missing token.
  await page.goto(`/webview/assessment/${draft.id}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
  await page.goto(`/webview/assessment/full/${klass.classId}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
  // A path that does not split properly.
  await page.goto(`/webview/assessment?token=${token}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid Path');
  await page.goto(`/webview/assessment/full?token=${token}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid Path');
  // An assessment that does not exist: the not-available image.
  await page.goto(`/webview/assessment/no-such-assessment?token=${token}`);
  await expect(page.getByTestId('assessment-not-available')).toBeVisible();
  await shoot(page, 'webview-not-available');

  // Unpublished: the assessment webview with assessmentId, classId and className.
  await page.goto(`/webview/assessment/${draft.id}?token=${token}`);
  await expect(page).toHaveURL(/\/assessment-webview\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    assessmentId: draft.id,
    classId: klass.classId,
    className: 'Class 6A',
  });
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('classinfo') ?? '{}').classId)).toBe(
    klass.classId,
  );
  const overview = page.getByTestId('assessment-overview');
  await expect(overview).toContainText(name);
  await expect(overview.getByTestId('overview-question')).toHaveCount(1);
  await expect(overview.getByTestId('overview-status')).toHaveText('Unpublished');
  await overview.getByTestId('overview-publish').click();
  await expect(overview.getByTestId('overview-status')).toHaveText('Published');

  // Published: the results webview with the assessment and the class name.
  await page.goto(`/webview/assessment/${draft.id}?token=${token}`);
  await expect(page).toHaveURL(/\/assessment-results-webview\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    assessmentId: draft.id,
    className: 'Class 6A',
  });
  await expect(page.getByTestId('assessment-results')).toContainText(name);
  await expect(page.getByTestId('summary-submitted-value')).toHaveText('0 / 5');

  // The class list entry: the class's assessments, each opening the right webview.
  await page.goto(`/webview/assessment/full/no-such-class?token=${token}`);
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid class id');
  await page.goto(`/webview/assessment/full/${klass.classId}?token=${token}`);
  await expect(page).toHaveURL(new RegExp(`/assessment-list-webview\\?classId=${klass.classId}`));
  await page.getByTestId('class-assessment').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/assessment-results-webview\?/);
  expect(errors).toEqual([]);

  // A student's token: their list, the taking screen, and after submitting their report for the teacher.
  const student = await apiLogin(request, 'student5@demo.test');
  const studentPage = await page.context().browser()!.newPage();
  await studentPage.goto(`/webview/assessment/full/${klass.classId}?token=${student.access_token}`);
  const mine = studentPage.getByTestId('my-assessment').filter({ hasText: name });
  await mine.getByTestId('my-assessment-open').click();
  await expect(studentPage).toHaveURL(/\/assessment-webview\?/);
  await studentPage.getByTestId('start-assessment').click();
  await studentPage.getByTestId('start-confirm').click();
  await studentPage.getByTestId('option-t').click();
  await expect(studentPage.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  await studentPage.getByTestId('open-submit').click();
  await studentPage.getByTestId('submit-confirm').click();
  await expect(studentPage.getByTestId('taking-done')).toBeVisible();
  await studentPage.close();
  const roster = await api<{ rows: Array<{ student: { id: string }; assessmentResponseId: string | null }> }>(
    request,
    token,
    'GET',
    '/api/assessmentResponse/fetch',
    { assessmentId: draft.id },
  );
  const responseId = roster.rows.find((r) => r.student.id === byEmail('student5@demo.test').id)!.assessmentResponseId!;
  await page.goto(`/assessment-results-webview/student_report?assessmentResponseId=${responseId}`);
  await expect(page.getByTestId('student-report')).toBeVisible();
  await expect(page.getByTestId('report-total')).toContainText('1 / 1');
  await page.goto(`/assessment-results-webview?assessmentId=${draft.id}&className=Class%206A&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('summary-submitted-value')).toHaveText('1 / 5');
  await shoot(page, 'results-webview-ar');
});
