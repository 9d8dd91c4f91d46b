// The live class journey against the real built server: a teacher starts a live class from a lesson, two
// students follow the teacher's page and ink, one gets the pen, one reloads, and the teacher ends it.
import { type Browser, type Page } from '@playwright/test';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin } from '../support/session';
import { expect, test } from '../support/test';

const TEACHER = 'teacher@demo.test';

/** Dark pixels on the board's committed-ink canvas: ink, whatever its colour, on a light page. */
const inkPixels = (page: Page, layer: 'board-base' | 'board-live' = 'board-base') =>
  page.getByTestId(layer).evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! > 0 && Math.min(data[index]!, data[index + 1]!, data[index + 2]!) < 200) count += 1;
    }
    return count;
  });

async function drag(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(
      ...at([from[0] + ((to[0] - from[0]) * step) / 10, from[1] + ((to[1] - from[1]) * step) / 10]),
    );
  }
  await page.mouse.up();
}

async function student(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

test('a teacher teaches a live class to two students who follow, write with the pen, reconnect and see it end', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { access_token: token } = await apiLogin(request, TEACHER);
  const classes = await request.get('/api/admin/class/getUserClasses', { headers: { access_token: token } });
  const classId = ((await classes.json()).data as Array<{ classId: string; name: string }>).find(
    (klass) => klass.name === 'Class 6A',
  )!.classId;
  const created = await request.post('/api/flow/addIWB', {
    headers: { access_token: token },
    data: { name: `Live lesson ${Date.now()}`, class_id: classId, lessonType: 'teach', slides: [{}, {}] },
  });
  const lessonId = (await created.json()).data.id as string;

  // The teacher starts it from the lesson's board.
  await uiLogin(page, TEACHER);
  await page.goto(`/dashboard/lesson/${lessonId}`);
  await page.getByTestId('start-live').click();
  await page.getByTestId('start-live-go').click();
  await page.waitForURL(/\/live\/[^/]+$/);
  const liveId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('live-room')).toHaveAttribute('data-role', 'teacher');

  // Two students find it on /live and join.
  const ada = await student(browser, 'student1@demo.test');
  const ben = await student(browser, 'student2@demo.test');
  for (const learner of [ada, ben]) {
    await learner.goto('/live');
    await learner.getByTestId(`live-class-${liveId}`).getByTestId('live-join').click();
    await expect(learner.getByTestId('live-room')).toHaveAttribute('data-role', 'student');
    await expect(learner.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  }
  await expect(page.getByTestId('live-users').getByRole('listitem')).toHaveCount(3);
  await shoot(page, 'live-class-teacher-en');

  // The teacher's ink and page change reach both.
  await expect(page.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  // The stroke in progress is drawn on the students' screens before the pen lifts.
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(box.x + box.width * (0.2 + step * 0.04), box.y + box.height * (0.3 + step * 0.02));
  }
  for (const learner of [ada, ben]) await expect.poll(() => inkPixels(learner, 'board-live')).toBeGreaterThan(20);
  await page.mouse.up();
  for (const learner of [ada, ben]) await expect.poll(() => inkPixels(learner)).toBeGreaterThan(50);
  const second = page.getByTestId('board-thumb').nth(1);
  await second.click();
  const secondPage = await page.getByTestId('board').getAttribute('data-page-id');
  for (const learner of [ada, ben])
    await expect(learner.getByTestId('board')).toHaveAttribute('data-page-id', secondPage!);

  // The pen to Ada: her stroke reaches the teacher and Ben.
  const adaId = (await apiLogin(request, 'student1@demo.test')).userId as string;
  await page.getByTestId(`live-pen-${adaId}`).click();
  await expect(ada.getByText(/You have the pen/)).toBeVisible();
  await expect(ada.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  await drag(ada, [0.3, 0.6], [0.7, 0.2]);
  for (const viewer of [page, ben]) await expect.poll(() => inkPixels(viewer)).toBeGreaterThan(50);

  // Ben reloads (in Arabic) and is back on the teacher's page.
  await shoot(ben, 'live-class-student-en');
  await ben.evaluate(() => localStorage.setItem('language', 'ar'));
  await ben.reload();
  await expect(ben.getByTestId('board')).toHaveAttribute('data-page-id', secondPage!);
  await expect(ben.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(ben, 'live-class-student-ar');

  // The teacher exits: both see 'Live Session Ended'.
  await page.getByTestId('live-exit').click();
  await page.getByTestId('live-exit-confirm').click();
  await expect(ada.getByTestId('live-ended')).toContainText('Live Session Ended');
  await expect(ben.getByTestId('live-ended')).toContainText('انتهت الجلسة المباشرة');
  await ada.goto('/live/no-such-class');
  await expect(ada.getByText('Live class not found')).toBeVisible();
  await ada.context().close();
  await ben.context().close();
});
