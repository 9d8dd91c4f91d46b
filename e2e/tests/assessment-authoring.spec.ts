import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';

const TEACHER = 'teacher@demo.test';

/** A 1×1 PNG, written from bytes (no fixture file). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 10_000 });

/** Adds a question of a type; its editor opens. */
async function addQuestion(page: Page, type: string) {
  await page.getByTestId('add-question').click();
  await page.getByTestId(`add-question-${type}`).click();
  // New questions go last; the one closing may still be on screen for a moment.
  const editor = page.getByTestId('question-row').last().getByTestId('question-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('question-type')).toHaveValue(type);
  return editor;
}

async function fillOptions(editor: Locator, titles: string[]) {
  const inputs = editor.getByTestId('option-title');
  for (const [index, title] of titles.entries()) await inputs.nth(index).fill(title);
}

test('a teacher builds a test with four kinds of question and a picture, sets it up, previews and publishes it to some students', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await uiLogin(page, TEACHER);

  // Tests, from the bar; a new test needs a name.
  await page.getByTestId('nav-tests').click();
  await page.waitForURL('**/dashboard/tests');
  await page.getByTestId('create-assessment').click();
  await page.getByTestId('create-assessment-submit').click();
  await expect(page.getByText('Please Enter Assessment Name')).toBeVisible();
  await page.getByTestId('create-assessment-name').fill('Capitals quiz');
  await page.getByTestId('create-assessment-submit').click();
  await page.waitForURL(/\/dashboard\/assessment\/[^/]+$/);
  const assessmentId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('assessment-name')).toHaveText('Capitals quiz');
  await expect(page.getByTestId('questions-empty')).toBeVisible();

  // The same name again in the class is refused by the server.
  await page.goto('/dashboard/tests');
  await expect(page.getByTestId('assessment-item').filter({ hasText: 'Capitals quiz' })).toBeVisible();
  await page.getByTestId('create-assessment').click();
  await page.getByTestId('create-assessment-name').fill('Capitals quiz');
  await page.getByTestId('create-assessment-submit').click();
  await expect(page.getByTestId('create-assessment-error')).toHaveText('Assessment already exists');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('assessment-item').filter({ hasText: 'Capitals quiz' }).click();

  // 1. Multiple choice, with a picture on the question.
  let editor = await addQuestion(page, 'MCQ');
  await editor.getByTestId('question-description').fill('Which city is the capital of France?');
  await fillOptions(editor, ['Lyon', 'Paris', 'Nice', 'Lille']);
  await editor.getByTestId('option-correct').nth(1).check();
  await saved(page);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    editor.getByTestId('question-image-upload').click(),
  ]);
  await chooser.setFiles(png('map.png'));
  await expect(editor.getByTestId('question-image').locator('img')).toBeVisible({ timeout: 15_000 });

  // 2. True/False.
  editor = await addQuestion(page, 'TRUE_OR_FALSE');
  await editor.getByTestId('question-description').fill('Rome is the capital of Italy.');
  await editor.getByTestId('option-correct').first().check();
  await saved(page);

  // 3. Short answer with accepted answers.
  editor = await addQuestion(page, 'SHORT_ANSWER');
  await editor.getByTestId('question-description').fill('Name the capital of Spain.');
  await editor.getByTestId('accepted-answers').fill('Madrid, madrid city');
  await editor.getByTestId('question-points').fill('2');
  await saved(page);

  // 4. Picture choice: a picture on each option.
  editor = await addQuestion(page, 'PICTURE_CHOICE');
  await editor.getByTestId('question-description').fill('Which flag is green?');
  await fillOptions(editor, ['Flag A', 'Flag B']);
  await editor.getByTestId('option-correct').first().check();
  await saved(page);
  for (const index of [0, 1]) {
    const [optionChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      editor.getByTestId('option-picture').nth(index).click(),
    ]);
    await optionChooser.setFiles(png(`flag-${index}.png`));
    await expect(editor.getByTestId('option-row').nth(index).locator('img')).toBeVisible({ timeout: 15_000 });
  }
  await saved(page);
  await expect(editor.getByTestId('question-problems')).toHaveCount(0);
  await shoot(page, 'authoring-editor');

  await expect(page.getByTestId('question-row')).toHaveCount(4);
  await expect(page.getByTestId('stat-questionCount')).toContainText('4');
  await expect(page.getByTestId('stat-totalPoints')).toContainText('5');

  // Reorder with the keyboard-reachable buttons: the picture choice moves up one.
  await page.getByTestId('question-up').click();
  await expect(page.getByTestId('question-row').nth(2)).toHaveAttribute('data-type', 'PICTURE_CHOICE');

  // What the server stored, through the API.
  const { access_token } = await apiLogin(request, TEACHER);
  const stored = await request.get(`/api/question/fetch?assessmentId=${assessmentId}`, { headers: { access_token } });
  const list = (await stored.json()).data as {
    questions: Array<{
      type: string;
      description: string;
      correctOptions: string[];
      options: Array<{ id: string; title: string; image?: string | null }>;
      acceptedAnswers: string[];
      image: string | null;
    }>;
  };
  expect(list.questions.map((q) => q.type)).toEqual(['MCQ', 'TRUE_OR_FALSE', 'PICTURE_CHOICE', 'SHORT_ANSWER']);
  const mcq = list.questions[0]!;
  expect(mcq.options.map((o) => o.title)).toEqual(['Lyon', 'Paris', 'Nice', 'Lille']);
  expect(mcq.correctOptions).toEqual([mcq.options[1]!.id]);
  expect(mcq.image).toBeTruthy();
  expect(list.questions[3]!.acceptedAnswers).toEqual(['Madrid', 'madrid city']);
  expect(list.questions[2]!.options.every((o) => Boolean(o.image))).toBe(true);

  // Settings save on their own.
  await page.getByTestId('editor-tab-settings').click();
  await page.getByTestId('settings-description').fill('Ten minutes, no notes.');
  await page.getByTestId('settings-time-limit').fill('10');
  await page.getByTestId('settings-shuffle-questions').check();
  await page.getByTestId('settings-due').fill('2030-05-01T09:30');
  await expect(page.getByTestId('save-status')).toHaveText('Saving...');
  await saved(page);
  const settings = await request.get(`/api/assessment/setting/read?assessmentId=${assessmentId}`, {
    headers: { access_token },
  });
  const s = (await settings.json()).data as {
    description: string;
    timeLimit: number;
    shuffleQuestions: boolean;
    dueOn: string;
  };
  expect(s).toMatchObject({ description: 'Ten minutes, no notes.', timeLimit: 10, shuffleQuestions: true });
  expect(s.dueOn).toBeTruthy();
  await shoot(page, 'authoring-settings');

  // Preview, as a student sees it: no key in sight.
  await page.getByTestId('editor-tab-preview').click();
  const preview = page.getByTestId('assessment-preview');
  await expect(preview.getByTestId('question-card')).toHaveCount(4);
  await expect(preview.getByText('Which city is the capital of France?')).toBeVisible();
  await expect(preview.getByText('Madrid')).toHaveCount(0);
  await shoot(page, 'authoring-preview');

  // The full preview keeps its close button; the preview entry (webview) stores showClose false.
  await page.getByTestId('open-preview').click();
  await page.waitForURL('**/dashboard/assessment/preview');
  await expect(page.getByTestId('assessment-preview')).toBeVisible();
  await page.getByTestId('preview-close').click();
  await page.waitForURL(`**/dashboard/assessment/${assessmentId}`);
  await page.goto(`/webview/assessment/preview/${assessmentId}?token=${encodeURIComponent(access_token)}`);
  await page.waitForURL('**/dashboard/assessment/preview');
  await expect(page.getByTestId('assessment-preview').getByTestId('question-card')).toHaveCount(4);
  await expect(page.getByTestId('preview-close')).toHaveCount(0);

  // Publish to three of the five students.
  await page.goto(`/dashboard/assessment/${assessmentId}`);
  await page.getByTestId('publish').click();
  await page.getByTestId('publish-some').check();
  const students = page.getByTestId('publish-student');
  await expect(students).toHaveCount(5);
  for (const index of [0, 1, 2]) await students.nth(index).check();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('editor-status')).toHaveText('Published');
  await expect(page.getByTestId('stat-assignedCount')).toContainText('3');
  await expect(page.getByTestId('add-question')).toBeDisabled();
  await shoot(page, 'authoring-questions');

  // Responses: the three assigned students, none started yet.
  await page.getByTestId('editor-tab-responses').click();
  await expect(page.getByTestId('response-row')).toHaveCount(3);

  // The Tests list shows it published with its counts.
  await page.goto('/dashboard/tests');
  await page.getByTestId('filter-PUBLISHED').click();
  const item = page.getByTestId('assessment-item').filter({ hasText: 'Capitals quiz' });
  await expect(item.getByTestId('assessment-status')).toHaveText('Published');
  await expect(item).toContainText('4 questions');
  await expect(item).toContainText('0 of 3 submitted');
  await page.getByTestId('filter-UNPUBLISHED').click();
  await expect(page.getByTestId('assessment-item').filter({ hasText: 'Capitals quiz' })).toHaveCount(0);
  await shoot(page, 'authoring-list');

  expect(errors.filter((e) => !e.includes('409') && !e.includes('400'))).toEqual([]);
});

test('publishing an empty test shows the server’s refusal; the editor in Arabic reads right to left', async ({
  page,
}) => {
  await uiLogin(page, TEACHER);
  await page.goto('/dashboard/tests');
  await page.getByTestId('create-assessment').click();
  await page.getByTestId('create-assessment-name').fill('Empty quiz');
  await page.getByTestId('create-assessment-submit').click();
  await page.waitForURL(/\/dashboard\/assessment\/[^/]+$/);
  await page.getByTestId('publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-error')).toHaveText('Assessment Must Have At Least One Question');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('editor-tab-settings')).toHaveText('الإعدادات');
  await shoot(page, 'authoring-arabic');

  // The server's refusals in Arabic, picked by their codes (the server still sends the English text).
  await page.getByTestId('publish').click();
  await page.getByTestId('publish-confirm').click();
  await expect(page.getByTestId('publish-error')).toHaveText('يجب أن يحتوي التقييم على سؤال واحد على الأقل');
  await shoot(page, 'authoring-arabic-publish-refusal');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/tests');
  await page.getByTestId('create-assessment').click();
  await page.getByTestId('create-assessment-submit').click();
  await expect(page.getByText('الرجاء إدخال اسم التقييم')).toBeVisible();
  await page.getByTestId('create-assessment-name').fill('Empty quiz');
  await page.getByTestId('create-assessment-submit').click();
  await expect(page.getByTestId('create-assessment-error')).toHaveText('التقييم موجود بالفعل');
  await shoot(page, 'authoring-arabic-create-refusal');
});

test('questions come from the curated bank and from a GIFT file (previewed first)', async ({ page }) => {
  await uiLogin(page, TEACHER);
  await page.goto('/dashboard/tests');
  await page.getByTestId('create-assessment').click();
  await page.getByTestId('create-assessment-name').fill('Bank and import quiz');
  await page.getByTestId('create-assessment-submit').click();
  await page.waitForURL(/\/dashboard\/assessment\/[^/]+$/);

  // Curated questions: a topic, one question ticked, added.
  await page.getByTestId('bank-open').click();
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option').first().click();
  const picks = page.getByTestId('bank-questions').getByRole('checkbox');
  await expect(picks.first()).toBeVisible();
  await picks.first().check();
  await page.getByTestId('bank-add').click();
  await expect(page.getByTestId('question-row')).toHaveCount(1);

  // A GIFT file: the dry run lists its questions, then the import adds them.
  const gift = Buffer.from('::Sum:: What is 2 + 2? {=4 ~3 ~5}\n\n::Sky:: The sky is blue. {T}\n');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-open').click()]);
  await chooser.setFiles({ name: 'quiz.gift', mimeType: 'text/plain', buffer: gift });
  await expect(page.getByTestId('import-questions').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByTestId('question-row')).toHaveCount(1);
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('question-row')).toHaveCount(3);
});
