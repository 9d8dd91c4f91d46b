import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';
import { samplePng } from '../support/images';
import { dismissSnackbar } from '../support/snackbar';

const TEACHER = 'teacher@demo.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const row = (page: Page, name: string) => page.getByTestId('file-row').filter({ hasText: name });
const entry = (page: Page, name: string) => page.getByTestId('upload-entry').filter({ hasText: name });

async function act(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('file-menu').click();
  await page.getByTestId(`file-action-${action}`).click();
}

// Each run's own names: the journeys share one database, and a retry must not meet the first attempt's
// files (a second "e2e map.png" would make every row lookup ambiguous).
const tag = Date.now().toString(36);
// Uploads and the preview's download wait on the server, which shares two cores with the browser and
// the other journeys' load: more than the default 5 seconds.
const SLOW = { timeout: 30_000 };

test('a teacher uploads a PDF and a picture with progress; a lying file fails back to 0; rename, preview and delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const named = (name: string) => `e2e ${tag} ${name}`;
  const [worksheet, map, homework, classMap, fake] = [
    named('worksheet.pdf'),
    named('map.png'),
    named('homework.pdf'),
    named('class map.png'),
    named('fake.png'),
  ];
  await uiLogin(page, TEACHER);
  await page.goto('/dashboard/my-files');
  await expect(page.getByTestId('my-files-page')).toBeVisible();

  await page.getByTestId('my-files-input').setInputFiles([
    { name: worksheet, mimeType: 'application/pdf', buffer: PDF },
    { name: map, mimeType: 'image/png', buffer: samplePng(64) },
    { name: homework, mimeType: 'application/pdf', buffer: Buffer.from('<html>a web page, not a PDF</html>') },
  ]);
  for (const name of [worksheet, map]) {
    await expect(entry(page, name)).toHaveAttribute('data-status', 'SUCCESS', SLOW);
    await expect(entry(page, name)).toHaveAttribute('data-progress', '100');
    await expect(entry(page, name).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  const failed = entry(page, homework);
  await expect(failed).toHaveAttribute('data-status', 'FAILED', SLOW);
  await expect(failed).toHaveAttribute('data-progress', '0');
  await expect(failed.getByTestId('upload-error')).toHaveText('This file is not a valid PDF');
  await expect(failed.getByTestId('upload-status')).toHaveText('Failed');
  await expect(row(page, worksheet)).toBeVisible(SLOW);
  await expect(row(page, homework)).toHaveCount(0);
  await shoot(page, 'my-files-uploads');

  // The picture opens in the preview; the PDF offers the browser's own viewer.
  await row(page, map).getByRole('button').first().click();
  await expect(page.getByTestId('preview-image')).toBeVisible(SLOW);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await act(page, worksheet, 'open');
  await expect(page.getByTestId('preview-open-pdf')).toHaveAttribute('href', /^blob:/, SLOW);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await act(page, map, 'rename');
  await page.getByTestId('rename-input').fill(classMap);
  await page.getByTestId('rename-save').click();
  await expect(row(page, classMap)).toBeVisible();

  await act(page, worksheet, 'delete');
  await expect(page.getByRole('dialog')).toContainText(`Delete “${worksheet}”?`);
  await page.getByTestId('delete-confirm').click();
  await expect(row(page, worksheet)).toHaveCount(0);
  // Closed before the screenshot: left to fade out by itself, it may do so in the middle of the axe run.
  await dismissSnackbar(page, 'File deleted');

  await page.getByTestId('view-grid').click();
  await expect(page.getByTestId('file-grid')).toContainText(classMap);
  await shoot(page, 'my-files-grid');
  await page.goto('/dashboard/my-files?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row(page, classMap)).toBeVisible();
  await page
    .getByTestId('my-files-input')
    .setInputFiles([{ name: fake, mimeType: 'image/png', buffer: Buffer.from('not a picture at all') }]);
  await expect(entry(page, fake).getByTestId('upload-error')).toHaveText('محتوى الملف لا يطابق اسمه أو نوعه', SLOW);
  await shoot(page, 'my-files-ar');
  expect(errors.filter((error) => !/status of 415/.test(error))).toEqual([]);
});

test('a teacher makes a flashcard deck and flips through it in the viewer with the keyboard', async ({
  page,
  request,
}) => {
  const deckName = `e2e Planets ${tag}`;
  await uiLogin(page, TEACHER);
  await page.goto('/dashboard/my-files');
  await page.getByTestId('new-flashcards').click();
  await page.getByTestId('deck-name').fill(deckName);
  await page.getByTestId('card-front-0').fill('Mars');
  await page.getByTestId('card-back-0').fill('The red planet');
  await page.getByTestId('deck-add-card').click();
  await page.getByTestId('card-front-1').fill('المريخ');
  await page.getByTestId('card-back-1').fill('الكوكب الأحمر');
  await page.getByTestId('deck-add-card').click();
  await page.getByTestId('card-front-2').fill('木星');
  await page.getByTestId('card-back-2').fill('Jupiter');
  await page.getByTestId('deck-save').click();
  await expect(row(page, deckName)).toContainText('3 cards');
  await dismissSnackbar(page, 'Flashcards saved');

  await row(page, deckName).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/flashcards\//);
  const card = page.getByTestId('viewer-card');
  const text = page.getByTestId('viewer-text');
  await expect(text).toHaveText('Mars');
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-side', 'back');
  await expect(text).toHaveText('The red planet');
  await page.keyboard.press('ArrowRight');
  await expect(text).toHaveText('المريخ');
  await page.keyboard.press('Enter');
  await expect(text).toHaveText('الكوكب الأحمر');
  await shoot(page, 'flashcard-viewer');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-position')).toHaveText('Card 3 of 3');
  await page.keyboard.press('ArrowLeft');
  await expect(text).toHaveText('المريخ');
  const deckUrl = new URL(page.url());
  const fileId = deckUrl.pathname.split('/').pop()!;

  await page.goto(`${deckUrl.pathname}?lang=ar`);
  await expect(page.getByTestId('viewer-position')).toHaveText('البطاقة 1 من 3');
  // Right to left, the left arrow goes forward.
  await page.getByTestId('viewer-card').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('viewer-text')).toHaveText('المريخ');
  await shoot(page, 'flashcard-viewer-ar');

  const { access_token } = await apiLogin(request, TEACHER);
  await page.goto(`/webview/flashcard-viewer?token=${access_token}&fileId=${fileId}`);
  await expect(page.getByTestId('deck-title')).toHaveText(deckName);
  await page.goto(`/webview/flashcard-viewer?token=${access_token}`);
  await expect(page.getByTestId('deck-picker')).toContainText(deckName);
  await page.goto('/webview/flashcard-viewer');
  await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
});

test('/phet lists the simulations and filters them by subject and search', async ({ page }) => {
  const errors = watchConsole(page);
  await uiLogin(page, TEACHER);
  await page.goto('/phet');
  await expect(page.getByTestId('phet-note')).toContainText('PhET website');
  const sims = page.getByTestId('phet-sim');
  await expect(sims.first()).toBeVisible();
  expect(await sims.count()).toBeGreaterThanOrEqual(40);
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Biology' }).click();
  await expect(page.getByTestId('phet-count')).toHaveText(/^\d+ simulations?$/);
  const biology = await sims.count();
  expect(biology).toBeGreaterThan(0);
  expect(biology).toBeLessThan(20);
  for (const each of await sims.all()) await expect(each).toContainText('Biology');
  await page.getByTestId('phet-search').fill('natural');
  await expect(sims).toHaveCount(1);
  await expect(sims.first()).toContainText('Natural Selection');
  await expect(sims.first().getByTestId('phet-open')).toHaveAttribute(
    'href',
    'https://phet.colorado.edu/sims/html/natural-selection/latest/natural-selection_all.html?locale=en',
  );
  await shoot(page, 'phet');
  await page.goto('/phet?lang=ar');
  await expect(page.getByTestId('phet-note')).toContainText('PhET');
  await expect(sims.first()).toBeVisible();
  await shoot(page, 'phet-ar');
  expect(errors).toEqual([]);
});

test("/ktv-webview shows the curated topics' videos", async ({ page }) => {
  await uiLogin(page, TEACHER);
  await page.goto('/ktv-webview');
  await expect(page.getByTestId('ktv-topic').first()).toBeVisible();
  await expect(page.getByTestId('ktv-webview')).toContainText('Fractions');
  await shoot(page, 'ktv');
});
