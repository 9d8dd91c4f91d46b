// Following the teacher in a live class: the teacher's zoom and position reach a student who follows (on by
// default), a student who zooms on their own stops following and has a visible way back, and each sees the
// other's pointer on the board.
import { type Page } from '@playwright/test';
import { shoot } from '../support/screenshots';
import { uiLogin } from '../support/session';
import { startDemoLiveClass } from '../support/live-class';
import { expect, test } from '../support/test';

const zoomOf = async (page: Page) => Number(await page.getByTestId('board-canvas').getAttribute('data-zoom'));

test('a student follows the teacher’s zoom and position, leaves and comes back, and sees the teacher’s pointer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { liveId, teacher, headers } = await startDemoLiveClass(request, 'Follow lesson', 'AUDIO');

  const student = await (await browser.newContext()).newPage();
  for (const [who, email] of [
    [page, 'teacher@demo.test'],
    [student, 'student2@demo.test'],
  ] as const) {
    await uiLogin(who, email);
    await who.goto(`/live/${liveId}`);
    await expect(who.getByTestId('board')).toHaveAttribute('data-synced', 'true');
  }

  // The teacher zooms in twice: the student, following, shows the same zoom.
  const zoomIn = page.getByRole('button', { name: 'Zoom in' });
  await zoomIn.click();
  await zoomIn.click();
  await expect.poll(() => zoomOf(page)).toBeCloseTo(1.56, 1);
  await expect.poll(() => zoomOf(student)).toBeCloseTo(1.56, 1);
  await expect(student.getByTestId('live-follow')).toHaveCount(0);

  // The teacher's pointer is drawn on the student's board, with the teacher's name.
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  for (let step = 0; step < 6; step += 1) {
    await page.mouse.move(box.x + box.width * (0.3 + step * 0.05), box.y + box.height * 0.5);
    await page.waitForTimeout(120);
  }
  await expect(student.getByTestId(`board-cursor-${teacher.userId}`)).toContainText('Tomas Teacher');

  // The student zooms out on their own: no longer following, with a way back.
  await student.getByRole('button', { name: 'Zoom out' }).click();
  await expect(student.getByTestId('live-follow')).toBeVisible();
  await expect.poll(() => zoomOf(student)).toBeCloseTo(1.25, 1);
  await zoomIn.click();
  await expect.poll(() => zoomOf(page)).toBeCloseTo(1.95, 1);
  await page.waitForTimeout(500);
  expect(await zoomOf(student)).toBeCloseTo(1.25, 1);
  await shoot(student, 'live-class-follow-student-en');
  await student.getByTestId('live-follow').click();
  await expect.poll(() => zoomOf(student)).toBeCloseTo(1.95, 1);
  await expect(student.getByTestId('live-follow')).toHaveCount(0);

  await request.post('/api/live-classes/end', { headers, data: { liveClassId: liveId } });
  await expect(student.getByTestId('live-ended')).toBeVisible();
  await student.context().close();
});
