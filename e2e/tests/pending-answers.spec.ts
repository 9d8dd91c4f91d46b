import { expect, test } from '../support/test';
import { api, buildSixQuestionDraft, publishTo } from '../support/assessment-data';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

/** Right answers to the six questions; the short answer (3 points, Analyzing) waits for the teacher. */
const ANSWERS = [
  { selected: ['b'] },
  { selected: ['true'] },
  { selected: ['p2', 'p3', 'p5'] },
  { text: 'Plants use light to make sugar.' },
  { number: 3.14 },
  { blanks: ['100'] },
];

test('an answer waiting for the teacher shows as pending, not as 0%, on the Submitted screen and the report', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Pending quiz ${Date.now()}`;
  const { token, klass, byEmail, assessmentId, questionIds } = await buildSixQuestionDraft(request, name);
  const student = byEmail('student5@demo.test');
  await publishTo(request, token, assessmentId, [student.id], klass.instituteId);
  await api(request, token, 'POST', '/api/assessment/setting/update', {
    assessmentId,
    setData: { resultsReleased: true },
  });
  const studentToken = (await apiLogin(request, 'student5@demo.test')).access_token;
  const view = await api<{ response: { assessmentResponseId: string } }>(
    request,
    studentToken,
    'GET',
    '/api/assessmentResponse/read',
    { assessmentId },
  );
  const assessmentResponseId = view.response.assessmentResponseId;
  for (const [index, answer] of ANSWERS.entries()) {
    await api(request, studentToken, 'POST', '/api/questionResponse/save', {
      assessmentResponseId,
      questionId: questionIds[index],
      answer,
    });
  }
  await api(request, studentToken, 'POST', '/api/assessmentResponse/submit', { assessmentResponseId });

  const errors = watchConsole(page);
  await uiLogin(page, 'student5@demo.test');
  // The Submitted screen, where the student lands after submitting.
  await page.goto(`/assessment/take/${assessmentId}`);
  await expect(page.getByTestId('done-score')).toHaveText('7 / 10');
  await expect(page.getByTestId('done-pending')).toHaveText(
    'Your teacher still has 1 answer to grade (3 points); it is not in your score yet.',
  );
  await shoot(page, 'pending-done');

  await page.goto('/dashboard/my-assessments');
  await page.getByTestId('my-assessment').filter({ hasText: name }).getByTestId('my-assessment-report').click();
  await expect(page.getByTestId('report-total')).toHaveText('7 / 10');
  await expect(page.getByTestId('report-graded-percent')).toHaveText('100% of the points graded so far');
  await expect(page.getByTestId('bloom-achieved')).toContainText('Achieved overall: 100%');
  await expect(page.getByTestId('bloom-pending')).toContainText('1 answer still to be graded is not counted yet');
  const analyzing = page.getByTestId('bloom-row-E');
  await expect(analyzing.getByTestId('bloom-score')).toHaveText('1 pending');
  await expect(analyzing.getByTestId('bloom-percent')).toHaveText('Not graded yet');
  await expect(analyzing.getByTestId('bloom-average')).toHaveText('–');
  await shoot(page, 'pending-report');
  await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bloom-row-E').getByTestId('bloom-percent')).toHaveText('لم تُصحَّح بعد');
  await shoot(page, 'pending-report-arabic');
  expect(errors).toEqual([]);

  // The teacher's results: the student's 100% is of the graded points, with 3 points still to grade.
  const teacher = await browser.newPage();
  await uiLogin(teacher, 'teacher@demo.test');
  await teacher.goto(`/dashboard/assessment/${assessmentId}/results`);
  const score = teacher.getByTestId('roster-score');
  await expect(score).toContainText('7 / 10 (100%)');
  await expect(score).toContainText('3 points still to be graded');
  await expect(teacher.getByTestId('bloom-pending')).toContainText('1 answer still to be graded is not counted yet');
  await shoot(teacher, 'pending-results');
  await teacher.close();
});
