import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../../apps/server/src/modules/ai/fake-openai-server';
import { validReply } from '../../apps/server/src/modules/ai/test-support/fake-replies';
import { api } from '../support/assessment-data';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Bright AI's home beyond the first two tools: a teacher marks a favourite (it moves first), makes
 * flashcards from a pasted text on the built-in engine (each card says where its definition came from),
 * saves them as a deck in My Files and finds the run in the recent results; the admin points the school at
 * its own AI service (a loopback OpenAI-format server here), the key shown only as "stored", and the school's
 * runs then answer with that model, from a bare topic; the admin sees credit use per teacher.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TEXT =
  'Photosynthesis is the process by which green plants make their own food from sunlight. ' +
  'The green pigment chlorophyll absorbs light energy inside the chloroplasts of leaf cells. ' +
  'Plants take in carbon dioxide from the air through tiny pores called stomata. ' +
  'During photosynthesis, carbon dioxide and water are turned into glucose and oxygen. ' +
  'The glucose stores chemical energy that the plant uses to grow, while oxygen is released into the air.';

let fake: FakeOpenAi;
test.beforeAll(async () => {
  fake = await startFakeOpenAi(validReply);
});
test.afterAll(async ({ request }) => {
  const admin = await apiLogin(request, 'admin@demo.test');
  await api(request, admin.access_token, 'POST', '/api/ai/provider/remove', {});
  await fake.close();
});

test('a teacher favourites flashcards, makes a built-in deck from a text, saves it and finds it in recent results', async ({
  page,
}) => {
  await uiLogin(page, 'teacher@demo.test');
  const tools = page.getByTestId('bright-ai-tools');
  await expect(tools.getByTestId('engine-label')).toHaveText('Built-in engine, no AI model');
  await page.getByTestId('favourite-flashcards').click();
  await expect(page.getByTestId('favourite-flashcards')).toHaveAttribute('aria-pressed', 'true');
  await expect(tools.locator('[data-testid^="tool-card-"]').first()).toHaveAttribute(
    'data-testid',
    'tool-card-flashcards',
  );
  await page.reload();
  await expect(tools.locator('[data-testid^="tool-card-"]').first()).toHaveAttribute(
    'data-testid',
    'tool-card-flashcards',
  );

  await page.getByTestId('tool-flashcards').click();
  await page.getByTestId('flashcards-source').fill(TEXT);
  await page.getByTestId('flashcards-run').click();
  await expect(page.getByTestId('flashcard').first()).toBeVisible();
  const sources = await page.getByTestId('card-source').allTextContents();
  expect(sources.length).toBeGreaterThan(3);
  expect(sources.every((source) => ['From your text', 'WordNet dictionary'].includes(source))).toBe(true);
  await page.getByTestId('card-front-0').fill('Edited term');
  await page.getByTestId('deck-name').fill('Photosynthesis terms');
  await shoot(page, 'bright-ai-flashcards');
  await page.getByTestId('save-deck').click();
  await expect(page.getByTestId('deck-saved')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  const recent = page.getByTestId('history-item').filter({ hasText: 'Flashcards' });
  await recent.first().click();
  await expect(page.getByTestId('history-result')).toContainText('glucose');
  await page.getByRole('button', { name: 'Close' }).click();
  await shoot(page, 'bright-ai-home-teacher');

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bright-ai-history')).toContainText('النتائج الأخيرة');
  await shoot(page, 'bright-ai-home-teacher-arabic');
  await page.getByTestId('tool-flashcards').click();
  await page.getByTestId('flashcards-source').fill(TEXT);
  // The text is English: the output language follows it on the built-in engine.
  await page.getByRole('combobox', { name: 'اللغة' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByTestId('flashcards-run').click();
  await expect(page.getByTestId('card-source').first()).toHaveText(/من نصك|قاموس WordNet/);
  await shoot(page, 'bright-ai-flashcards-arabic');
});

test('the admin sets the school’s own AI service; runs then answer with its model; credit use per teacher', async ({
  page,
}) => {
  await uiLogin(page, 'admin@demo.test');
  const admin = page.getByTestId('bright-ai-admin');
  await expect(admin.getByTestId('provider-key-state')).toHaveText('No key is stored.');
  await page.getByTestId('provider-url').fill('http://');
  await page.getByTestId('provider-save').click();
  await expect(page.getByTestId('provider-form')).toContainText('Please give a valid http or https address');
  await page.getByTestId('provider-url').fill(fake.url);
  await page.getByTestId('provider-model').fill('school-model');
  await page.getByTestId('provider-key').fill(FAKE_API_KEY);
  await page.getByTestId('provider-save').click();
  await expect(admin.getByTestId('provider-key-state')).toHaveText(
    'A key is stored (hidden). Leave the field empty to keep it.',
  );
  await expect(page.getByTestId('provider-key')).toHaveValue('');
  await expect(page.getByTestId('bright-ai-tools').getByTestId('engine-label').first()).toHaveText(
    'AI model school-model',
  );
  await expect(admin.getByTestId('credit-use-row').first()).toBeVisible();
  await shoot(page, 'bright-ai-admin-settings');

  await page.getByTestId('tool-flashcards').click();
  await page.getByRole('button', { name: 'From a topic' }).click();
  await page.getByTestId('flashcards-source').fill('Photosynthesis');
  await page.getByTestId('flashcards-run').click();
  await expect(page.getByTestId('flashcard')).toHaveCount(10);
  await expect(page.getByTestId('card-source').first()).toHaveText('AI model');
  expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('bright-ai-admin')).toContainText('إعدادات Bright AI');
  await shoot(page, 'bright-ai-admin-settings-arabic');
});

test('a teacher streams a lesson plan from a text and downloads it as PowerPoint', async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('tool-plan').click();
  await page.getByTestId('plan-topic').fill('Photosynthesis');
  await page.getByTestId('plan-text').fill(TEXT);
  await page.getByTestId('plan-run').click();
  await expect(page.getByTestId('plan-phase')).toHaveCount(5);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('plan-ppt').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pptx$/);
  const bytes = await (await download.createReadStream()).toArray();
  const head = Buffer.concat(bytes).subarray(0, 2).toString();
  expect(head).toBe('PK');
  await shoot(page, 'bright-ai-plan-ppt');
});
