import { expect, test } from '../support/test';
import { api, demoWorld } from '../support/assessment-data';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin } from '../support/session';

/**
 * Bright AI on the built-in engine (no model configured): a 3-question MCQ quiz at two Bloom levels from
 * pasted text, one question edited, all added to an assessment; a 5E lesson plan streams in; the credit
 * count drops by the cost shown on the button (the admin makes built-in runs cost a credit).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TEXT =
  'Photosynthesis is the process by which green plants make their own food from sunlight. ' +
  'The green pigment chlorophyll absorbs light energy inside the chloroplasts of leaf cells. ' +
  'Plants take in carbon dioxide from the air through tiny pores called stomata. ' +
  'During photosynthesis, carbon dioxide and water are turned into glucose and oxygen. ' +
  'The glucose stores chemical energy that the plant uses to grow, while oxygen is released into the air. ' +
  'Without sunlight, the chloroplasts cannot make glucose, so photosynthesis stops at night.';

test('a teacher generates, edits and adds a built-in quiz, then streams a lesson plan, paying the shown cost', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin@demo.test');
  await api(request, admin.access_token, 'POST', '/api/ai/settings/update', { builtinCharges: true });
  const world = await demoWorld(request);
  const assessment = await api<{ id: string }>(request, world.token, 'POST', '/api/assessment/create', {
    classId: world.klass.classId,
    name: 'Photosynthesis check',
    createdBy: world.teacher.userId,
    type: 'MCQ',
  });
  const before = await api<{ creditsLeft: number }>(request, world.token, 'GET', '/api/ai/capabilities');

  await uiLogin(page, 'teacher@demo.test');
  await expect(page.getByTestId('bright-ai-tools')).toBeVisible();
  await expect(page.getByTestId('bright-ai-tools').getByTestId('engine-label')).toHaveText(
    'Built-in engine, no AI model',
  );
  await page.getByTestId('tool-questions').click();
  await page.getByTestId('generator-source').fill(TEXT);
  await page.getByTestId('bloom-UNDERSTAND').click();
  await expect(page.getByTestId('bloom-APPLY')).toHaveAttribute('aria-disabled', 'true');
  const run = page.getByTestId('generator-run');
  await expect(run).toHaveText(`Generate · 1 credit · ${before.creditsLeft} left`);
  await run.click();
  await expect(page.getByTestId('generated-question')).toHaveCount(3);
  await expect(page.getByTestId('generated-questions').getByTestId('engine-label')).toHaveText(
    'Built-in engine, no AI model',
  );
  await shoot(page, 'bright-ai-generated');

  const first = page.getByTestId('generated-description-0');
  await first.fill('Edited: which gas do plants take in through their stomata?');
  await first.blur();
  await page.getByTestId('add-class').click();
  await page.getByRole('option', { name: 'Class 6A' }).click();
  await page.getByTestId('add-assessment').click();
  await page.getByRole('option', { name: 'Photosynthesis check' }).click();
  await page.getByTestId('add-to-assessment').click();
  await expect(page.getByText('3 questions added')).toBeVisible();
  const questions = await api<{ questions: { description: string; bloomLevel: string }[] }>(
    request,
    world.token,
    'GET',
    '/api/question/fetch',
    { assessmentId: assessment.id },
  );
  expect(questions.questions[0]!.description).toBe('Edited: which gas do plants take in through their stomata?');
  expect(new Set(questions.questions.map((question) => question.bloomLevel))).toEqual(
    new Set(['REMEMBER', 'UNDERSTAND']),
  );
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('tool-plan').click();
  await page.getByTestId('plan-topic').fill('Photosynthesis');
  await page.getByTestId('plan-text').fill(TEXT);
  await page.getByTestId('plan-run').click();
  await expect(page.getByTestId('plan-phase')).toHaveCount(5);
  await shoot(page, 'bright-ai-plan');

  const after = await api<{ creditsLeft: number }>(request, world.token, 'GET', '/api/ai/capabilities');
  expect(after.creditsLeft).toBe(before.creditsLeft - 2);
  // The demo school's default again (built-in runs free), for the journeys that follow.
  await api(request, admin.access_token, 'POST', '/api/ai/settings/update', { builtinCharges: false });
});
