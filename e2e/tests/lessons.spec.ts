import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uiLogin, watchConsole } from '../support/session';
import { shoot } from '../support/screenshots';
import { closeSnackbar, dismissSnackbar } from '../support/snackbar';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student1@demo.test';

// One run's names: a retry, or another journey on the same database, never meets this run's lessons.
const tag = `${Date.now().toString(36)}`;
const FOLDER = `e2e Unit ${tag}`;
const FRACTIONS = `e2e Fractions ${tag}`;
const DECIMALS = `e2e Decimals ${tag}`;

const lessonRow = (page: Page, name: string) => page.locator(`[data-testid="lesson-row"][data-name="${name}"]`);
const folderRow = (page: Page, name: string) => page.locator(`[data-testid="folder-row"][data-name="${name}"]`);
const rowNames = (rows: Locator) => rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-name')));

async function newLesson(page: Page, name: string) {
  await page.getByTestId('new-lesson').click();
  await page.getByTestId('new-lesson-input').fill(name);
  await page.getByTestId('new-lesson-save').click();
}

async function lessonAction(page: Page, name: string, action: string) {
  await lessonRow(page, name).getByTestId('lesson-menu').click();
  await page.getByTestId(`lesson-menu-${action}`).click();
}

test('a teacher keeps lessons in folders, settles a name clash both ways, moves, sorts, searches and publishes; a student reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = watchConsole(page);
  await uiLogin(page, TEACHER);
  await page.getByTestId('dashboard-lessons').click();
  await expect(page).toHaveURL(/\/dashboard\/content$/);
  await expect(page.getByTestId('lessons-panel-LESSONS')).toBeVisible();

  // A folder, and a Teach lesson in it; an empty name is refused before anything is sent.
  await page.getByTestId('new-folder').click();
  await page.getByTestId('folder-name-input').fill(FOLDER);
  await page.getByTestId('folder-name-save').click();
  await folderRow(page, FOLDER).getByText(FOLDER).click();
  await expect(page.getByTestId('lesson-crumbs')).toContainText(FOLDER);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page.getByTestId('new-lesson').click();
  await page.getByTestId('new-lesson-save').click();
  await expect(page.getByTestId('new-lesson-error')).toHaveText('Please Enter Lesson Name');
  await page.getByTestId('new-lesson-input').fill(FRACTIONS);
  await page.getByTestId('new-lesson-save').click();
  await expect(lessonRow(page, FRACTIONS)).toContainText('Teach lesson');

  // The same name again: asked first; keep both numbers it, replace deletes the other one.
  await newLesson(page, FRACTIONS);
  const clash = page.getByTestId('conflict-dialog');
  await expect(clash).toContainText(`Keep both saves this one as “${FRACTIONS} (2)”.`);
  await closeSnackbar(page);
  await shoot(page, 'lessons-conflict');
  await clash.getByTestId('conflict-keep-both').click();
  await expect(lessonRow(page, `${FRACTIONS} (2)`)).toBeVisible();
  await expect(lessonRow(page, FRACTIONS)).toHaveCount(1);
  const firstHref = await lessonRow(page, FRACTIONS).getByRole('link').getAttribute('href');
  await newLesson(page, FRACTIONS);
  await clash.getByTestId('conflict-replace').click();
  await expect(clash).toBeHidden();
  await expect(lessonRow(page, FRACTIONS).getByRole('link')).not.toHaveAttribute('href', firstHref!);
  await expect(page.getByTestId('lesson-row')).toHaveCount(2);

  // A lesson at the top level moves into the folder by its menu, and back out by dragging it to a crumb.
  await page.getByTestId('crumb').first().click();
  await newLesson(page, DECIMALS);
  await expect(lessonRow(page, DECIMALS)).toBeVisible();
  await lessonAction(page, DECIMALS, 'move');
  await page.getByTestId('move-choice').filter({ hasText: FOLDER }).click();
  await page.getByTestId('move-here').click();
  await expect(lessonRow(page, DECIMALS)).toHaveCount(0);
  await folderRow(page, FOLDER).getByText(FOLDER).click();
  await expect(lessonRow(page, DECIMALS)).toBeVisible();
  await lessonRow(page, DECIMALS).dragTo(page.getByTestId('crumb').first());
  await expect(lessonRow(page, DECIMALS)).toHaveCount(0);
  await page.getByTestId('crumb').first().click();
  await expect(lessonRow(page, DECIMALS)).toBeVisible();
  await lessonAction(page, DECIMALS, 'move');
  await page.getByTestId('move-choice').filter({ hasText: FOLDER }).click();
  await page.getByTestId('move-here').click();
  await expect(lessonRow(page, DECIMALS)).toHaveCount(0);

  // Sorted by name in the folder; found from the top by a search across folders.
  await folderRow(page, FOLDER).getByText(FOLDER).click();
  await expect(page.getByTestId('lesson-row')).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Name' }).click();
  await expect.poll(() => rowNames(page.getByTestId('lesson-row'))).toEqual([DECIMALS, FRACTIONS, `${FRACTIONS} (2)`]);
  await page.getByTestId('lessons-view-grid').click();
  await expect(page.getByTestId('lesson-grid')).toContainText(DECIMALS);
  await closeSnackbar(page);
  await shoot(page, 'lessons-folder-grid');
  await page.getByTestId('lessons-view-list').click();
  await page.getByTestId('crumb').first().click();
  await page.getByTestId('lessons-search').fill(`decimals ${tag}`);
  await expect(page.getByTestId('search-heading')).toHaveText('1 lesson found');
  await expect(lessonRow(page, DECIMALS)).toContainText(FOLDER);
  await page.getByTestId('lessons-search').fill('');

  // Published to Class 6A with a tag.
  await folderRow(page, FOLDER).getByText(FOLDER).click();
  await lessonAction(page, FRACTIONS, 'publish');
  const publish = page.getByTestId('publish-dialog');
  await publish.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Class 6A' }).click();
  await page.getByTestId('publish-tags').fill('fractions');
  await page.getByTestId('publish-tags').press('Enter');
  await expect(publish).toContainText('fractions');
  await closeSnackbar(page);
  await shoot(page, 'lessons-publish');
  await publish.getByTestId('publish-save').click();
  await expect(publish).toBeHidden();
  await expect(lessonRow(page, FRACTIONS).getByTestId('published-badge')).toHaveText('Published');
  await dismissSnackbar(page, 'Lesson published');
  await shoot(page, 'lessons-my-lessons');

  await page.goto('/dashboard/content?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(folderRow(page, FOLDER)).toBeVisible();
  await closeSnackbar(page);
  await shoot(page, 'lessons-my-lessons-ar');
  await page.goto('/dashboard/content?tab=files&lang=en');
  await expect(page.getByTestId('my-files-panel')).toBeVisible();

  await page.goto('/launcher');
  const present = page
    .locator(`[data-testid="launcher-lesson"][data-name="${FRACTIONS}"]`)
    .getByTestId('launcher-present');
  await expect(present).toHaveAttribute('href', /\/dashboard\/lesson\/[^/?]+\?present=1$/);
  await page.getByTestId('launcher-search').fill(tag);
  await expect(page.getByTestId('launcher-lesson')).toHaveCount(3);
  await closeSnackbar(page);
  await shoot(page, 'lessons-launcher');
  expect(errors.filter((line) => !/status of 409/.test(line))).toEqual([]);

  // The student of Class 6A finds it, to read: no menu, no new lesson.
  const context = await browser.newContext();
  const student = await context.newPage();
  const studentErrors = watchConsole(student);
  await uiLogin(student, STUDENT);
  await student.getByTestId('dashboard-lessons').click();
  await student.getByRole('combobox', { name: 'Class' }).click();
  await student.getByRole('option', { name: 'Class 6A' }).click();
  const seen = student.locator(`[data-testid="class-lesson"][data-name="${FRACTIONS}"]`);
  await expect(seen).toContainText('fractions');
  await expect(student.locator(`[data-testid="class-lesson"][data-name="${DECIMALS}"]`)).toHaveCount(0);
  await expect(student.getByTestId('new-lesson')).toHaveCount(0);
  await expect(student.getByTestId('lesson-menu')).toHaveCount(0);
  await expect(seen.getByRole('link')).toHaveAttribute('href', /\/dashboard\/lesson\//);
  await shoot(student, 'lessons-student');
  await student.goto('/dashboard/content?lang=ar');
  await student.getByRole('combobox').first().click();
  await student.getByRole('option', { name: 'Class 6A' }).click();
  await expect(seen).toBeVisible();
  await shoot(student, 'lessons-student-ar');
  await context.close();
  expect(studentErrors).toEqual([]);
});

test('a teacher drags a folder into another and moves a Content lesson to My Files from its menu', async ({ page }) => {
  const errors = watchConsole(page);
  const outer = `e2e Term ${tag}`;
  const inner = `e2e Week ${tag}`;
  const reading = `e2e Reading pack ${tag}`;
  await uiLogin(page, TEACHER);
  await page.goto('/dashboard/content');
  await expect(page.getByTestId('lessons-panel-LESSONS')).toBeVisible();
  for (const name of [outer, inner]) {
    await page.getByTestId('new-folder').click();
    await page.getByTestId('folder-name-input').fill(name);
    await page.getByTestId('folder-name-save').click();
    await expect(folderRow(page, name)).toBeVisible();
  }

  // A folder dragged onto another goes into it, as lessons do.
  await folderRow(page, inner).dragTo(folderRow(page, outer));
  await expect(folderRow(page, inner)).toHaveCount(0);
  await folderRow(page, outer).getByText(outer).click();
  await expect(folderRow(page, inner)).toBeVisible();
  await page.getByTestId('crumb').first().click();
  await folderRow(page, outer).getByTestId('folder-menu').click();
  await page.getByTestId('folder-menu-delete').click();
  await page.getByTestId('folder-delete-confirm').click();
  await expect(folderRow(page, outer)).toHaveCount(0);

  // A Content lesson's menu sends it to My Files, where it is then listed.
  await page.getByTestId('content-tab-content').click();
  await expect(page.getByTestId('lessons-panel-CONTENT')).toBeVisible();
  await newLesson(page, reading);
  await expect(lessonRow(page, reading)).toContainText('Content lesson');
  await lessonAction(page, reading, 'toFiles');
  await dismissSnackbar(page, 'Lessons moved to My Files');
  await expect(lessonRow(page, reading)).toHaveCount(0);
  await page.getByTestId('content-tab-files').click();
  await expect(page.getByTestId('file-row').filter({ hasText: reading })).toBeVisible();
  await shoot(page, 'lessons-moved-to-files');
  expect(errors).toEqual([]);
});
