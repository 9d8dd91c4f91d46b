import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, demoWorld, publishTo } from '../support/assessment-data';
import { apiLogin, uiLogin } from '../support/session';
import { shoot } from '../support/screenshots';

const SENTENCE = '1/2 is equal to 2/4.';

/**
 * The sentence inside `container` is isolated in its own (left-to-right) direction, and is drawn in
 * its own order: "1/2" left of "is equal" left of "2/4." (an Arabic screen without isolation draws
 * ".is equal to 2/4 1/2").
 */
async function expectOwnDirection(container: Locator) {
  const seen = await container.evaluate((root, sentence) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let node: Text | null = null;
    while (walker.nextNode()) {
      if ((walker.currentNode as Text).data.includes(sentence)) node = walker.currentNode as Text;
    }
    if (!node) return null;
    const isolating = node.parentElement!.closest('bdi, [dir="auto"]');
    const left = (part: string) => {
      const range = document.createRange();
      const start = node!.data.indexOf(part);
      range.setStart(node!, start);
      range.setEnd(node!, start + part.length);
      return range.getBoundingClientRect().left;
    };
    return {
      isolated: Boolean(isolating),
      direction: isolating ? getComputedStyle(isolating).direction : getComputedStyle(node.parentElement!).direction,
      order: [left('1/2'), left('is equal'), left('2/4.')],
    };
  }, SENTENCE);
  expect(seen, `"${SENTENCE}" shown`).not.toBeNull();
  expect(seen!.isolated, 'inside a <bdi> or dir="auto"').toBe(true);
  expect(seen!.direction).toBe('ltr');
  const [half, words, quarter] = seen!.order;
  expect(half!).toBeLessThan(words!);
  expect(words!).toBeLessThan(quarter!);
}

test('in Arabic, a teacher’s English sentence keeps its order in the question list, the feed and the results; True/False are Arabic', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token, teacher, klass, byEmail } = await demoWorld(request);
  const assessment = await api<{ id: string }>(request, token, 'POST', '/api/assessment/create', {
    classId: klass.classId,
    name: `Fractions ${Date.now()}`,
    createdBy: teacher.userId,
    type: 'MCQ',
  });
  const question = await api<{ id: string }>(request, token, 'POST', '/api/question/add-question', {
    body: {
      assessmentId: assessment.id,
      type: 'TRUE_OR_FALSE',
      description: SENTENCE,
      points: 1,
      options: [
        { id: 'true', title: 'True' },
        { id: 'false', title: 'False' },
      ],
      correctOptions: ['true'],
    },
  });
  await api(request, token, 'POST', '/api/classFeed/post/create', { classId: klass.classId, text: SENTENCE });

  await uiLogin(page, 'teacher@demo.test');
  // The editor's question list.
  await page.goto(`/dashboard/assessment/${assessment.id}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('main').getByText(SENTENCE).first()).toBeVisible();
  await expectOwnDirection(page.locator('main'));
  // The class feed.
  await page.goto(`/classes/${klass.classId}?tab=feed&lang=ar`);
  const post = page.getByTestId('post-text').filter({ hasText: SENTENCE }).first();
  await expect(post).toBeVisible();
  await expectOwnDirection(post);

  // A student answers True; the teacher's results show the sentence and the Arabic True/False.
  const student = byEmail('student1@demo.test');
  await publishTo(request, token, assessment.id, [student.id], klass.instituteId);
  const studentToken = (await apiLogin(request, 'student1@demo.test')).access_token;
  const view = await api<{ response: { assessmentResponseId: string } }>(
    request,
    studentToken,
    'GET',
    '/api/assessmentResponse/read',
    { assessmentId: assessment.id },
  );
  const responseId = view.response.assessmentResponseId;
  await api(request, studentToken, 'POST', '/api/questionResponse/save', {
    assessmentResponseId: responseId,
    questionId: question.id,
    answer: { selected: ['true'] },
  });
  await api(request, studentToken, 'POST', '/api/assessmentResponse/submit', { assessmentResponseId: responseId });

  await page.goto(`/dashboard/assessment/${assessment.id}/results?lang=ar`);
  const analysis = page.getByTestId('analysis-question').first();
  await expect(analysis).toContainText(SENTENCE);
  await expectOwnDirection(analysis);
  await expect(analysis.getByTestId('option-bar-true')).toContainText('صح');
  await expect(analysis.getByTestId('option-bar-false')).toContainText('خطأ');
  await expect(analysis).not.toContainText('True');
  await shoot(page, 'results-ar-mixed-direction');
});
