import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import * as Y from 'yjs';
import { pdfPageCount, samplePdf } from '../support/pdf-bytes';
import { expectAccessible } from '../support/accessibility';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin, watchConsole } from '../support/session';
import { expect, test } from '../support/test';

const TEACHER = 'teacher@demo.test';
const STUDENT = 'student1@demo.test';
const SHAPES = ['line', 'triangle', 'rectangle', 'circle', 'hexagon'] as const;
const ARABIC = 'الكسور: النصف والربع';

async function demoClassId(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token: token } });
  const classes = (await response.json()).data as Array<{ classId: string; name: string }>;
  return classes.find((klass) => klass.name === 'Class 6A')!.classId;
}

/** The items stored on a page, read from its Yjs state as the server keeps it. */
async function storedItems(request: APIRequestContext, token: string, lessonId: string, pageId: string) {
  const response = await request.get(`/api/board/lesson/${lessonId}/pages/${pageId}/state`, {
    headers: { access_token: token },
  });
  expect(response.status()).toBe(200);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, new Uint8Array(await response.body()));
  return [...doc.getMap<{ k: string; x?: string; m?: number[] }>('items').values()];
}

async function pageIds(request: APIRequestContext, token: string, lessonId: string) {
  const response = await request.get(`/api/board/lesson/${lessonId}`, { headers: { access_token: token } });
  return ((await response.json()).data.pages as Array<{ id: string; background: unknown }>).map((page) => page);
}

/** A drag on the board, in fractions of the canvas's width and height. */
async function drag(page: Page, from: [number, number], to: [number, number], steps = 8) {
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) {
    const x = from[0] + ((to[0] - from[0]) * step) / steps;
    const y = from[1] + ((to[1] - from[1]) * step) / steps + Math.sin(step) * 0.01;
    await page.mouse.move(...at([x, y]));
  }
  await page.mouse.up();
}

/** Students land on their own dashboard, not /dashboard/create: wait to leave the login page. */
async function studentLogin(page: Page) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(STUDENT);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const saved = (page: Page) => expect(page.getByTestId('board-save')).toHaveAttribute('data-state', 'saved');

test('a teacher draws, adds shapes, Arabic text and a PDF page, deletes and restores a page, reloads, downloads the PDF; a student reads it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  const { access_token: token } = await apiLogin(request, TEACHER);
  const classId = await demoClassId(request, token);
  const created = await request.post('/api/flow/addIWB', {
    headers: { access_token: token },
    data: { name: `Board journey ${Date.now()}`, class_id: classId, lessonType: 'teach', slides: [{}] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const lessonId = (await created.json()).data.id as string;

  await uiLogin(page, TEACHER);
  await page.goto(`/dashboard/lesson/${lessonId}`);
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await expect(page.getByTestId('board-thumb')).toHaveCount(1);

  await page.getByTestId('tool-pen').click();
  await drag(page, [0.15, 0.2], [0.45, 0.3], 20);
  await saved(page);
  const positions: Array<[[number, number], [number, number]]> = [
    [
      [0.1, 0.45],
      [0.25, 0.6],
    ],
    [
      [0.3, 0.45],
      [0.45, 0.6],
    ],
    [
      [0.5, 0.45],
      [0.65, 0.6],
    ],
    [
      [0.7, 0.45],
      [0.85, 0.6],
    ],
  ];
  for (const [index, shape] of SHAPES.entries()) {
    await page.getByTestId(`tool-${shape}`).click();
    if (index < positions.length) await drag(page, ...positions[index]!);
    else {
      // A shape inserted with a single click, without dragging (WCAG 2.5.7).
      const box = (await page.getByTestId('board-canvas').boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.6, box.y + box.height * 0.8);
    }
  }
  await page.getByTestId('tool-text').click();
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.15);
  await page.getByTestId('board-text-input').fill(ARABIC);
  await expect(page.getByTestId('board-text-input')).toHaveAttribute('dir', 'auto');
  await page.getByTestId('board-text-input').press('Control+Enter');
  await saved(page);
  const [first] = await pageIds(request, token, lessonId);
  const items = await storedItems(request, token, lessonId, first!.id);
  expect(items.map((item) => item.k).sort()).toEqual([
    'circle',
    'hexagon',
    'line',
    'pen',
    'rectangle',
    'text',
    'triangle',
  ]);
  expect(items.find((item) => item.k === 'text')?.x).toBe(ARABIC);
  await shoot(page, 'board-teacher-en');

  // Undo takes back the text, redo puts it back.
  await page.getByTestId('board-undo').click();
  await saved(page);
  expect(await storedItems(request, token, lessonId, first!.id)).toHaveLength(6);
  await page.getByTestId('board-redo').click();
  await saved(page);
  expect(await storedItems(request, token, lessonId, first!.id)).toHaveLength(7);

  // The sample PDF names Helvetica without embedding it: pdf.js draws it with the font the build ships.
  const standardFont = page.waitForResponse((response) => response.url().includes('/pdfjs/standard_fonts/'));
  await page.getByTestId('board-background-file').setInputFiles({
    name: 'worksheet.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Worksheet'),
  });
  expect((await standardFont).status()).toBe(200);
  await expect(page.getByTestId('board-thumb')).toHaveCount(2);
  const afterPdf = await pageIds(request, token, lessonId);
  expect(afterPdf[1]!.background).toMatchObject({ kind: 'pdf', pdfPage: 1 });
  await expect(page.getByTestId('board')).toHaveAttribute('data-page-id', afterPdf[1]!.id);
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await page.getByTestId('tool-pen').click();
  await drag(page, [0.3, 0.7], [0.6, 0.75]);
  await saved(page);

  // A third page with ink, deleted and restored with its ink.
  await page.getByTestId('board-add-page').click();
  await expect(page.getByTestId('board-thumb')).toHaveCount(3);
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await drag(page, [0.2, 0.5], [0.8, 0.5]);
  await saved(page);
  await page.getByTestId('board-delete-page').click();
  await expect(page.getByTestId('board-thumb')).toHaveCount(2);
  await page.getByTestId('board-undo-delete').click();
  await expect(page.getByTestId('board-thumb')).toHaveCount(3);
  const restored = await pageIds(request, token, lessonId);
  await expect(page.getByTestId('board')).toHaveAttribute('data-page-id', restored[2]!.id);
  await expect.poll(async () => (await storedItems(request, token, lessonId, restored[2]!.id)).length).toBe(1);

  await page.reload();
  // A reload loads the app, the board's chunk and the page again: slower than 5 s on a busy machine.
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('board-thumb')).toHaveCount(3);
  expect(await storedItems(request, token, lessonId, restored[0]!.id)).toHaveLength(7);

  // Select the rectangle with a click and move it with the keyboard (no drag needed).
  await page.getByTestId('tool-select').click();
  const frame = (await page.getByTestId('board-canvas').boundingBox())!;
  await page.mouse.click(frame.x + frame.width * 0.575, frame.y + frame.height * 0.52);
  await page.keyboard.press('Shift+ArrowRight');
  await saved(page);
  await expect
    .poll(async () =>
      (await storedItems(request, token, lessonId, restored[0]!.id)).find((item) => item.k === 'rectangle'),
    )
    .toHaveProperty('m', [1, 0, 0, 1, 10, 0]);
  // The stroke eraser takes the restored page's stroke away.
  await page.getByTestId('board-thumb').nth(2).click();
  await expect(page.getByTestId('board')).toHaveAttribute('data-page-id', restored[2]!.id);
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await page.getByTestId('tool-eraser').click();
  await drag(page, [0.5, 0.3], [0.5, 0.7], 16);
  await saved(page);
  await expect.poll(async () => (await storedItems(request, token, lessonId, restored[2]!.id)).length).toBe(0);

  const download = page.waitForEvent('download');
  await page.getByTestId('board-download').click();
  const pdf = readFileSync((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdfPageCount(pdf)).toBe(3);

  await page.goto(`/dashboard/lesson/${lessonId}?lang=ar`);
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await shoot(page, 'board-teacher-ar');
  expect(errors).toEqual([]);

  const published = await request.post('/api/flow/publishIwb', {
    headers: { access_token: token },
    data: { flow_id: lessonId, class_id: classId, isPublic: true },
  });
  expect(published.status(), await published.text()).toBe(200);
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await studentLogin(studentPage);
  await studentPage.goto(`/dashboard/lesson/${lessonId}`);
  await expect(studentPage.getByTestId('board-read-only')).toBeVisible();
  await expect(studentPage.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await expect(studentPage.getByTestId('tool-pen')).toHaveCount(0);
  await expect(studentPage.getByTestId('board-add-page')).toHaveCount(0);
  await expect(studentPage.getByTestId('board-thumb')).toHaveCount(3);
  await shoot(studentPage, 'board-student-en');
  await student.close();
});

test('on a phone the board toolbar keeps one row, shapes and text in its "More tools" menu', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const { access_token: token } = await apiLogin(request, TEACHER);
  const created = await request.post('/api/flow/addIWB', {
    headers: { access_token: token },
    data: { name: `Board phone ${Date.now()}`, lessonType: 'teach', slides: [{}] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const lessonId = (await created.json()).data.id as string;
  await uiLogin(page, TEACHER);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const lang of ['en', 'ar']) {
    await page.goto(`/dashboard/lesson/${lessonId}?lang=${lang}`);
    await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true', { timeout: 20_000 });
    const compact = page.getByTestId('board-toolbar-compact');
    await expect(compact).toBeVisible();
    expect((await compact.boundingBox())!.height).toBeLessThan(56);
    await page.getByTestId('board-more-tools').click();
    await page.getByTestId('tool-menu-rectangle').click();
    await expect(page.getByTestId('board-more-tools')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('tool-pen')).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, `board-phone-${lang}`);
    await page.screenshot({ path: test.info().outputPath(`board-phone-${lang}-375.png`) });
  }
  expect(errors).toEqual([]);
});
