import { expect, test } from '../support/test';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin } from '../support/session';

/**
 * AI notebooks on the built-in engine: a teacher makes a notebook from a pasted text and a three-page PDF,
 * asks a question and follows the citation to the right page; shares it with Class 6A; a student asks it
 * in the self-learn webview; the teacher sees what was asked.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
// The PDF is read and indexed, and answers stream, on a shared machine: allow more than the default wait.
test.use({ actionTimeout: 20_000 });
const slow = { timeout: 20_000 };

const PLANTS =
  'Photosynthesis is the process by which green plants make their own food using sunlight.\n\n' +
  'Chlorophyll in the leaves absorbs light energy. The energy splits water and releases oxygen into the air.';

const PAGES = [
  'Volcanoes form where magma rises through cracks in the crust.',
  'Lava that cools quickly forms basalt, a dark igneous rock.',
  'The Ring of Fire around the Pacific holds most active volcanoes.',
];

/** A real PDF with one line of text on each page (Helvetica), with an exact cross-reference table. */
function pagesPdf(lines: string[]): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: number[] = [];
  for (const line of lines) {
    const content = `BT /F1 18 Tf 60 700 Td (${line}) Tj ET`;
    const page = objects.length + 1;
    kids.push(page);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${page + 1} 0 R /Resources << /Font << /F1 ${2 + lines.length * 2 + 1} 0 R >> >> >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a teacher builds a notebook, follows a citation to its page, shares it, and a student asks it', async ({
  page,
  browser,
  request,
}) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('dashboard-notebooks').click();
  await expect(page.getByTestId('notebooks-page')).toBeVisible(slow);
  await page.getByTestId('new-notebook').click();
  await page.getByTestId('name-input').fill('Earth and life');
  await page.getByTestId('name-save').click();
  await expect(page.getByTestId('notebook-name')).toHaveText('Earth and life', slow);
  const notebookUrl = page.url();
  const notebookId = notebookUrl.split('/').pop()!;

  await page.getByTestId('add-text').click();
  await page.getByTestId('source-title').fill('Plants');
  await page.getByTestId('source-text').fill(PLANTS);
  await page.getByTestId('save-source').click();
  await expect(page.getByTestId('source-list')).toContainText('Plants', slow);
  await page.getByTestId('source-file').setInputFiles({
    name: 'volcanoes.pdf',
    mimeType: 'application/pdf',
    buffer: pagesPdf(PAGES),
  });
  await expect(page.getByTestId('source-list')).toContainText('volcanoes', slow);
  await expect(page.getByTestId('source-list')).toContainText('Pages: 3', slow);

  await page.getByTestId('question-input').fill('Which rock forms when lava cools quickly?');
  await page.getByTestId('ask').click();
  await page.waitForURL(`**/dashboard/notebooks/${notebookId}/threads/*`);
  const answer = page.getByTestId('answer').last();
  await expect(answer).toContainText('basalt', slow);
  await expect(answer.getByTestId('engine-label')).toHaveAttribute('data-engine', 'builtin', slow);
  await expect(page.getByTestId('thread-history')).toContainText('Today', slow);
  await shoot(page, 'notebook-answer');
  await answer.getByTestId('citation').first().click();
  const cited = page.getByTestId('source-dialog').getByTestId('cited-passage');
  await expect(cited).toContainText('Lava that cools quickly', slow);
  await expect(cited).toHaveAttribute('data-page', '2', slow);
  await expect(page.getByTestId('source-dialog').getByTestId('page-2')).toBeVisible(slow);
  await shoot(page, 'notebook-citation');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByTestId('share').click();
  await page.getByRole('checkbox', { name: 'Class 6A' }).check();
  await page.getByTestId('save-share').click();
  await expect(page.getByTestId('students-questions')).toBeVisible(slow);

  const student = await apiLogin(request, 'student1@demo.test');
  const context = await browser.newContext();
  const learner = await context.newPage();
  await learner.goto(`/webview/self-learn/notebooks?token=${student.access_token}`);
  await learner.getByTestId('notebook-card').filter({ hasText: 'Earth and life' }).click();
  await learner.waitForURL(`**/webview/bright-ai/new-thread/${notebookId}?token=*`);
  await learner.getByTestId('question-input').fill('Where are most active volcanoes?');
  await learner.getByTestId('ask').click();
  await learner.waitForURL(`**/webview/bright-ai/${notebookId}/*?token=*`);
  await expect(learner.getByTestId('answer').last()).toContainText('Ring of Fire', slow);
  await shoot(learner, 'notebook-self-learn');
  await learner.goto(`/webview/self-learn/bright-ai?token=${student.access_token}&lang=ar`);
  await expect(learner.getByTestId('thread-history')).toContainText('Where are most active volcanoes?', slow);
  await shoot(learner, 'notebook-self-learn-history-ar');
  await context.close();

  await page.reload();
  await expect(page.getByTestId('students-questions')).toContainText('Where are most active volcanoes?', slow);
  await page.goto(`${notebookUrl}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', slow);
  await expect(page.getByTestId('source-list')).toContainText('volcanoes', slow);
  await shoot(page, 'notebook-ar');
});
