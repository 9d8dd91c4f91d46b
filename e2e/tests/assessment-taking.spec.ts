import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, buildSixQuestionDraft, publishTo } from '../support/assessment-data';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

/** The question on screen now. */
const card = (page: Page) => page.getByTestId('question-card');

async function waitSaved(page: Page) {
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
}

test('a student takes a six-question assessment, survives a reload and a dropped connection, and the teacher grades it; results and Bloom report add up', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Mixed quiz ${Date.now()}`;
  const world = await buildSixQuestionDraft(request, name);
  const { token, klass, byEmail, assessmentId, questionIds } = world;
  const [s1, s2, s3, s4] = ['student1@demo.test', 'student2@demo.test', 'student3@demo.test', 'student4@demo.test'].map(
    byEmail,
  );
  // Published to 3 of the 5 students.
  await publishTo(request, token, assessmentId, [s1!.id, s2!.id, s3!.id], klass.instituteId);

  // Student 2 takes it through the API: Q1 wrong, Q2 right, Q3 right, Q4 unanswered, Q5 wrong, Q6 right = 4 of 10.
  const s2Token = (await apiLogin(request, 'student2@demo.test')).access_token;
  const s2View = await api<{ view: string; response: { assessmentResponseId: string } }>(
    request,
    s2Token,
    'GET',
    '/api/assessmentResponse/read',
    { assessmentId },
  );
  const s2Response = s2View.response.assessmentResponseId;
  const s2Answers = [
    { selected: ['a'] },
    { selected: ['true'] },
    { selected: ['p2', 'p3', 'p5'] },
    null,
    { number: 3 },
    { blanks: ['100'] },
  ];
  for (const [index, answer] of s2Answers.entries()) {
    if (!answer) continue;
    await api(request, s2Token, 'POST', '/api/questionResponse/save', {
      assessmentResponseId: s2Response,
      questionId: questionIds[index],
      answer,
    });
  }
  await api(request, s2Token, 'POST', '/api/assessmentResponse/submit', { assessmentResponseId: s2Response });

  // Student 1 in the browser.
  const errors = watchConsole(page);
  await uiLogin(page, 'student1@demo.test');
  await page.getByTestId('nav-my-assessments').click();
  const row = page.getByTestId('my-assessment').filter({ hasText: name });
  await expect(row).toHaveAttribute('data-state', 'DUE');
  await row.getByTestId('my-assessment-open').click();
  // The start screen shows the limit first; Start asks once more, since the clock then runs.
  await expect(page.getByTestId('start-time-limit')).toHaveText('Time limit: 30 minutes');
  await page.getByTestId('start-assessment').click();
  await page.getByTestId('start-confirm').click();
  await expect(page.getByTestId('taking-screen')).toBeVisible();
  await expect(page.getByTestId('countdown')).toContainText(/^(30:00|29:\d\d)$/);

  // Q1: previous is clamped at the first question.
  await expect(page.getByTestId('question-previous')).toBeDisabled();
  await expect(card(page)).toContainText('What is 2 + 2?');
  await card(page).getByTestId('option-b').click();
  await page.getByTestId('question-next').click();
  // Q2, with its picture.
  await expect(card(page)).toContainText('The sun is a star.');
  await expect(card(page).getByTestId('question-image')).toBeVisible();
  await card(page).getByTestId('option-true').click();
  await page.getByTestId('question-next').click();
  // Q3: every prime.
  for (const id of ['p2', 'p3', 'p5']) await card(page).getByTestId(`option-${id}`).click();
  await page.getByTestId('question-next').click();
  // Q4: a short answer the teacher will grade.
  await card(page).getByTestId('answer-text').fill('Plants make food from light.');
  await waitSaved(page);
  await expect(page.getByTestId('answered-count')).toHaveText('4 of 6 answered');
  await shoot(page, 'taking-short-answer');

  // A reload in the middle: same question, every answer still there.
  await page.reload();
  await expect(card(page)).toContainText('Explain photosynthesis');
  await expect(card(page).getByTestId('answer-text')).toHaveValue('Plants make food from light.');
  await expect(page.getByTestId('answered-count')).toHaveText('4 of 6 answered');
  await page.getByTestId('map-1').click();
  await expect(card(page).getByTestId('option-b').locator('input')).toBeChecked();
  await page.getByTestId('map-3').click();
  for (const id of ['p2', 'p3', 'p5'])
    await expect(card(page).getByTestId(`option-${id}`).locator('input')).toBeChecked();

  // Q5 while the connection is down: kept on the device, sent when it is back.
  await page.getByTestId('map-5').click();
  await page.context().setOffline(true);
  await card(page).getByTestId('answer-number').fill('3.14');
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-state', 'offline', { timeout: 10_000 });
  const pending = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('assessment-pending:') && localStorage.getItem(key)),
  );
  expect(pending).toHaveLength(1);
  await page.context().setOffline(false);
  await waitSaved(page);
  // Q6, the last: next is replaced by submit, so it cannot go past the end.
  await page.getByTestId('question-next').click();
  await card(page).getByTestId('blank-1').fill('100');
  await expect(page.getByTestId('question-next')).toHaveCount(0);
  await waitSaved(page);
  await page.getByTestId('open-submit').click();
  const dialog = page.getByTestId('submit-dialog');
  await expect(dialog).toContainText('You have answered every question.');
  await dialog.getByTestId('submit-confirm').click();
  await expect(page.getByTestId('taking-done')).toBeVisible();
  await expect(page.getByTestId('done-waiting')).toBeVisible();
  // Ending resets the position to 0 and leaves nothing pending.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('assessment-')))).toEqual(
    [],
  );
  // The one failed request is the save made while offline (retried once online).
  expect(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);

  // A student it was not published to does not see it, and cannot open it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await uiLogin(other, 'student4@demo.test');
  await other.goto('/dashboard/my-assessments');
  await expect(other.getByTestId('my-assessments')).toBeVisible();
  await expect(other.getByTestId('my-assessment').filter({ hasText: name })).toHaveCount(0);
  await other.goto(`/assessment/take/${assessmentId}`);
  await expect(other.getByTestId('assessment-not-available')).toBeVisible();
  await otherContext.close();
  void s4;

  // The teacher grades the short answer: 2 of 3. Student 1 then has 2+1+2+2+1+1 = 9 of 10.
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const teacherErrors = watchConsole(teacher);
  await uiLogin(teacher, 'teacher@demo.test');
  await teacher.goto(`/dashboard/assessment/${assessmentId}/results`);
  await expect(teacher.getByTestId('summary-submitted-value')).toHaveText('2 / 3');
  const s1Row = teacher
    .getByTestId('roster-row')
    .filter({ hasText: `${s1!.first_name}` })
    .first();
  await expect(s1Row).toHaveAttribute('data-status', 'SUBMITTED');
  await s1Row.getByTestId('roster-open').click();
  await expect(teacher.getByTestId('grading')).toBeVisible();
  const shortAnswer = teacher.getByTestId('answer-review').filter({ hasText: 'Explain photosynthesis' });
  await expect(shortAnswer.getByTestId('student-answer')).toHaveText('Plants make food from light.');
  await expect(shortAnswer.getByTestId('rubric')).toContainText('light, water and CO2');
  await shortAnswer.getByTestId('question-score-input').fill('4');
  await expect(shortAnswer.getByTestId('question-score-save')).toBeDisabled();
  await shortAnswer.getByTestId('question-score-input').fill('2');
  await shortAnswer.getByTestId('question-score-save').click();
  await expect(shortAnswer.getByTestId('answer-score')).toHaveText('2 / 3');
  await expect(teacher.getByTestId('report-total')).toContainText('9 / 10');
  await expect(teacher.getByTestId('report-status')).toHaveText('Graded');
  await shoot(teacher, 'grading');

  // Results: 2 of 3 submitted (66.67 %), average (90 % + 40 %) / 2 = 65 %.
  await teacher.goto(`/dashboard/assessment/${assessmentId}/results`);
  await expect(teacher.getByTestId('summary-responseRate-value')).toHaveText('66.7%');
  await expect(teacher.getByTestId('summary-averagePercentage-value')).toHaveText('65%');
  // Bloom, pooled over both: A (Q1) 2 of 4, B (Q2) 2 of 2, C evaluate (Q5) 1 of 2, D apply (Q3) 4 of 4,
  // E analyze (Q4) 2 of 6, F none, Uncategorised (Q6) 2 of 2; overall 13 of 20 = 65 %.
  const bloom = teacher.getByTestId('bloom-report');
  const expected: Record<string, string> = {
    A: '2 / 4',
    B: '2 / 2',
    C: '1 / 2',
    D: '4 / 4',
    E: '2 / 6',
    F: '–',
    U: '2 / 2',
  };
  for (const [letter, score] of Object.entries(expected))
    await expect(bloom.getByTestId(`bloom-row-${letter}`).getByTestId('bloom-score')).toHaveText(score);
  await expect(bloom.getByTestId('bloom-row-E').getByTestId('bloom-percent')).toHaveText('33.3%');
  await expect(bloom.getByTestId('bloom-achieved')).toContainText('65%');
  await bloom.getByTestId('bloom-info').click();
  await expect(teacher.getByTestId('bloom-info-dialog')).toContainText('Evaluating');
  await teacher.keyboard.press('Escape');
  // Per-question analysis: Q1's option '4' chosen by one, '3' by one.
  const q1 = teacher.getByTestId('analysis-question').filter({ hasText: 'What is 2 + 2?' });
  await expect(q1.getByTestId('option-bar-b')).toHaveAttribute('data-count', '1');
  await expect(q1.getByTestId('option-bar-a')).toHaveAttribute('data-count', '1');
  const csv = teacher.waitForEvent('download');
  await teacher.getByTestId('results-csv').click();
  expect((await csv).suggestedFilename()).toMatch(/\.csv$/);
  await teacher.getByTestId('release-results').click();
  await expect(teacher.getByTestId('release-results').locator('input')).toBeChecked();
  await shoot(teacher, 'results');
  expect(teacherErrors).toEqual([]);
  await teacherContext.close();

  // Released: student 1 sees 9 / 10 and the report with the key and Bloom rows.
  await page.goto('/dashboard/my-assessments');
  const done = page.getByTestId('my-assessment').filter({ hasText: name });
  await expect(done).toHaveAttribute('data-state', 'DONE');
  await expect(done.getByTestId('my-assessment-score')).toContainText('9 / 10');
  await done.getByTestId('my-assessment-report').click();
  await expect(page.getByTestId('student-report')).toBeVisible();
  await expect(page.getByTestId('report-total')).toContainText('9 / 10');
  await expect(page.getByTestId('bloom-row-E').getByTestId('bloom-score')).toHaveText('2 / 3');
  await shoot(page, 'student-report');

  // Student 3 opens it in Arabic, right to left, at 375 px.
  const arContext = await browser.newContext();
  const ar = await arContext.newPage();
  await uiLogin(ar, 'student3@demo.test');
  await ar.goto(`/assessment/take/${assessmentId}?lang=ar`);
  await expect(ar.locator('html')).toHaveAttribute('dir', 'rtl');
  await ar.getByTestId('start-assessment').click();
  await ar.getByTestId('start-confirm').click();
  await expect(ar.getByTestId('taking-screen')).toBeVisible();
  await ar.getByTestId('question-next').click();
  await expect(ar.getByTestId('question-image')).toBeVisible();
  await shoot(ar, 'taking-ar');
  await arContext.close();
  void s3;
});
