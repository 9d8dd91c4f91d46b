import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, demoWorld } from '../support/assessment-data';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

const DEMO_TEST = 'Science and maths check';
const LEVELS = ['REMEMBER', 'UNDERSTAND', 'APPLY', 'ANALYZE', 'EVALUATE', 'CREATE'];

/** Answers to the demo test by question text: right, and wrong. */
const RIGHT: Record<string, unknown> = {
  'Which planet': { selected: ['mercury'] },
  'Plants make': { selected: ['true'] },
  'Which of these numbers': { selected: ['n4', 'n10'] },
  'A shadow': { text: 'evening' },
  'A class of 30': { number: 40 },
  'Design a simple': { text: 'Push a cup upside down into water; the air keeps the inside dry.' },
};
const WRONG: Record<string, unknown> = {
  'Which planet': { selected: ['venus'] },
  'Plants make': { selected: ['false'] },
  'Which of these numbers': { selected: ['n7'] },
  'A shadow': { text: 'noon' },
  'A class of 30': { number: 12 },
};

async function takeDemoTest(
  request: APIRequestContext,
  assessmentId: string,
  email: string,
  answers: Record<string, unknown>,
) {
  const token = (await apiLogin(request, email)).access_token;
  const view = await api<{
    response: { assessmentResponseId: string };
    questions: { id: string; description: string }[];
  }>(request, token, 'GET', '/api/assessmentResponse/read', { assessmentId });
  const responseId = view.response.assessmentResponseId;
  for (const question of view.questions) {
    const key = Object.keys(answers).find((start) => question.description.startsWith(start));
    if (!key) continue;
    await api(request, token, 'POST', '/api/questionResponse/save', {
      assessmentResponseId: responseId,
      questionId: question.id,
      answer: answers[key],
    });
  }
  await api(request, token, 'POST', '/api/assessmentResponse/submit', { assessmentResponseId: responseId });
  return responseId;
}

/** Clicks Export PDF and checks that a real PDF file comes down. */
async function expectPdfDownload(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

/** The three Insights screens in Arabic, right to left, at both widths. */
async function shootArabic(page: Page, classId: string, studentId: string) {
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/insights');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الرؤى');
  await expect(page.getByTestId(`insights-class-${classId}`)).toBeVisible();
  await shoot(page, 'insights-home-arabic');
  await page.goto(`/insights/${classId}`);
  await expect(page.getByTestId(`heat-${studentId}-name:plants`)).toBeVisible();
  await shoot(page, 'insights-class-arabic');
  await page.goto(`/insights/${classId}/students/${studentId}`);
  await expect(page.getByTestId('learning-path')).toBeVisible();
  await shoot(page, 'insights-student-arabic');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
}

interface Report {
  blooms: { level: string | null; scoreAchieved: number; totalScore: number }[];
}

/** Each student's Bloom percentages pooled over their Bloom reports of the class's assessments. */
async function expectedFromBloomReports(request: APIRequestContext, token: string, classId: string) {
  const { items } = await api<{ items: { id: string }[] }>(request, token, 'GET', '/api/assessment/fetch', { classId });
  const sums = new Map<string, { earned: number; total: number }>();
  for (const assessment of items) {
    const roster = await api<{
      rows: { student: { id: string }; assessmentResponseId: string | null; status: string }[];
    }>(request, token, 'GET', '/api/assessmentResponse/fetch', { assessmentId: assessment.id });
    for (const row of roster.rows) {
      if (!row.assessmentResponseId || row.status === 'NOT_STARTED' || row.status === 'IN_PROGRESS') continue;
      const report = await api<Report>(request, token, 'GET', '/api/assessmentResponse/bloom-report', {
        assessmentResponseId: row.assessmentResponseId,
      });
      for (const level of report.blooms) {
        const key = `${row.student.id} ${level.level}`;
        const sum = sums.get(key) ?? { earned: 0, total: 0 };
        sums.set(key, { earned: sum.earned + level.scoreAchieved, total: sum.total + level.totalScore });
      }
    }
  }
  return (studentId: string, level: string) => {
    const sum = sums.get(`${studentId} ${level}`);
    return sum && sum.total > 0 ? String(Math.round((sum.earned / sum.total) * 10000) / 100) : '';
  };
}

test('after the demo students take the demo test, Insights shows each student’s Bloom and topic proficiency as the Bloom report does, and a learning path assigns practice the student then sees', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const { token, klass, byEmail } = await demoWorld(request);
  const { items } = await api<{ items: { id: string; name: string }[] }>(
    request,
    token,
    'GET',
    '/api/assessment/fetch',
    {
      classId: klass.classId,
    },
  );
  const demo = items.find((item) => item.name === DEMO_TEST)!;
  const s1 = await takeDemoTest(request, demo.id, 'student1@demo.test', RIGHT);
  await takeDemoTest(request, demo.id, 'student2@demo.test', {
    ...RIGHT,
    'Plants make': WRONG['Plants make'],
    'A class of 30': WRONG['A class of 30'],
  });
  await takeDemoTest(request, demo.id, 'student3@demo.test', WRONG);
  // The teacher grades student 1's long answer: it joins Creating once graded.
  const roster = await api<{ rows: { assessmentResponseId: string | null }[] }>(
    request,
    token,
    'GET',
    '/api/assessmentResponse/fetch',
    {
      assessmentId: demo.id,
    },
  );
  expect(roster.rows.some((row) => row.assessmentResponseId === s1)).toBe(true);
  const detail = await api<{ answers: { questionId: string; question: { type: string } }[] }>(
    request,
    token,
    'GET',
    '/api/assessmentResponse/result',
    { assessmentResponseId: s1 },
  );
  const longAnswer = detail.answers.find((answer) => answer.question.type === 'LONG_ANSWER')!;
  await api(request, token, 'POST', '/api/questionResponse/updateScore', {
    assessmentResponseId: s1,
    questionId: longAnswer.questionId,
    score: 2,
  });
  const expected = await expectedFromBloomReports(request, token, klass.classId);

  const errors = watchConsole(page);
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('dashboard-insights').click();
  await expect(page.getByTestId(`insights-class-${klass.classId}`)).toBeVisible();
  await shoot(page, 'insights-home');
  await page.getByTestId(`insights-class-${klass.classId}`).click();
  await expect(page.getByTestId('class-insights-page')).toBeVisible();
  const students = ['student1@demo.test', 'student2@demo.test', 'student3@demo.test'].map(byEmail);
  for (const student of students) {
    for (const level of LEVELS) {
      await expect(page.getByTestId(`bloom-${student.id}-${level}`)).toHaveAttribute(
        'data-percentage',
        expected(student.id, level),
      );
    }
  }
  // Topics: student 3 answered everything wrong, student 1 everything right.
  await expect(page.getByTestId(`heat-${students[2]!.id}-name:plants`)).toHaveAttribute('data-percentage', '0');
  await expect(page.getByTestId(`heat-${students[0]!.id}-name:plants`)).toHaveAttribute('data-percentage', '100');
  await expect(page.getByTestId('insights-attention')).toContainText(students[2]!.first_name);
  await shoot(page, 'insights-class');
  await expectPdfDownload(page);

  // Student 3's profile and Learning Path: assign the Plants practice in one click.
  await page.getByTestId(`insights-student-${students[2]!.id}`).getByRole('link').click();
  await expect(page.getByTestId('student-insights-page')).toBeVisible();
  await expect(page.getByTestId('profile-bloom-REMEMBER')).toHaveAttribute('data-percentage', '0');
  await expect(page.getByTestId('learning-path')).toContainText('Plants');
  await shoot(page, 'insights-student');
  await expectPdfDownload(page);
  await page.getByTestId('assign-curated-plants').click();
  await expect(page.getByTestId('practice-assigned')).toContainText('Practice: Plants');
  await shootArabic(page, klass.classId, students[2]!.id);

  const studentPage = await (await browser.newContext()).newPage();
  await uiLogin(studentPage, 'student3@demo.test');
  await studentPage.goto('/dashboard/my-assessments');
  await expect(studentPage.getByTestId('my-assessment').filter({ hasText: 'Practice: Plants' })).toBeVisible();
  const other = await (await browser.newContext()).newPage();
  await uiLogin(other, 'student2@demo.test');
  await other.goto('/dashboard/my-assessments');
  await expect(other.getByTestId('my-assessment').first()).toBeVisible();
  await expect(other.getByTestId('my-assessment').filter({ hasText: 'Practice: Plants' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
