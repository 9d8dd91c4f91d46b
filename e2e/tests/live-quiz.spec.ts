import type { Browser, Page } from '@playwright/test';
import { api, demoWorld } from '../support/assessment-data';
import { shoot } from '../support/screenshots';
import { uiLogin } from '../support/session';
import { expect, test } from '../support/test';

const DEMO_ASSESSMENT = 'Science and maths check';

async function studentPage(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await uiLogin(page, email);
  return page;
}

/** Picks options on a player's screen: one tap for a single choice, taps then Send for several. */
async function answer(page: Page, titles: string[], several = false) {
  const player = page.getByTestId('live-quiz-player');
  for (const title of titles) await player.getByRole('button', { name: title, exact: true }).click();
  if (several) await player.getByRole('button', { name: 'Send' }).click();
  // The last answer closes the question at once: the result may replace the confirmation.
  await expect(player.getByRole('status').first()).toContainText(/Answer sent|Correct!|Not this time/);
}

test('a teacher hosts the demo assessment live: two students and a guest play, one reloads, the podium and the PDF follow', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, klass } = await demoWorld(request);
  const tests = await api<{ items: Array<{ assessmentId?: string; id?: string; name: string }> }>(
    request,
    token,
    'GET',
    '/api/assessment/fetch',
    { classId: klass.classId },
  );
  const demo = tests.items.find((item) => item.name === DEMO_ASSESSMENT)!;
  const assessmentId = (demo.assessmentId ?? demo.id)!;

  // The teacher opens the assessment and hosts it.
  await uiLogin(page, 'teacher@demo.test');
  await page.goto(`/dashboard/assessment/${assessmentId}`);
  await page.getByTestId('host-live-quiz').click();
  await page.getByRole('button', { name: 'Open the lobby' }).click();
  const code = (await page.getByTestId('quiz-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await expect(page.getByRole('img', { name: `QR code to join game ${code}` })).toBeVisible();

  // Two students by account, one guest by code and nickname.
  const ada = await studentPage(browser, 'student1@demo.test');
  const ben = await studentPage(browser, 'student2@demo.test');
  for (const student of [ada, ben]) {
    await student.goto(`/dashboard/live-quiz?code=${code}`);
    await student.getByRole('button', { name: 'Join' }).click();
    await expect(student.getByRole('status')).toContainText('Waiting for the host to start');
  }
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/webview/nologin/liveQuiz?code=${code}`);
  await guest.getByLabel('Nickname').fill('Gil Guest');
  await guest.getByRole('button', { name: 'Join' }).click();
  await expect(guest.getByRole('status')).toContainText('Waiting for the host to start');
  await expect(page.getByText('Players: 3')).toBeVisible();
  await shoot(page, 'live-quiz-lobby');

  // Question 1: Ada and the guest are right, Ben is not.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(ada.getByRole('button', { name: 'Mercury', exact: true })).toBeVisible();
  await answer(ada, ['Mercury']);
  await answer(ben, ['Venus']);
  await answer(guest, ['Mercury']);
  await expect(page.getByRole('list', { name: 'Answers per option' })).toBeVisible();
  await shoot(page, 'live-quiz-reveal');
  // Her own result follows the reveal: "Correct!" with the points earned says it came, and her score is
  // exactly those points. (Not `not.toContainText(' 0 points')`: Playwright trims the expected text, so
  // that refused any score ending in 0, such as the 1,000 of an answer within half a second.)
  const adaResult = ada.getByTestId('live-quiz-player').getByRole('status');
  await expect(adaResult).toContainText('Correct!');
  const earned = Number(/\+(\d+) points/.exec((await adaResult.textContent())!)?.[1]);
  expect(earned).toBeGreaterThanOrEqual(500);
  const adaScore = ada.getByTestId('quiz-me');
  await expect(adaScore).toContainText(`· ${earned} points`);
  await shoot(ada, 'live-quiz-player-result');
  const afterFirst = (await adaScore.textContent())!;

  // Question 2: Ada reloads mid-question and comes back with her name and score, then answers.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(ada.getByRole('button', { name: 'True', exact: true })).toBeVisible();
  await ada.reload();
  await expect(ada.getByTestId('quiz-me')).toHaveText(afterFirst);
  await answer(ada, ['True']);
  await answer(ben, ['False']);
  await answer(guest, ['False']);
  await expect(page.getByRole('list', { name: 'Answers per option' })).toBeVisible();

  // Question 3 (several answers): only Ada picks exactly the right ones.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(ada.getByRole('button', { name: '10', exact: true })).toBeVisible();
  await answer(ada, ['4', '10'], true);
  await answer(ben, ['7'], true);
  await answer(guest, ['4', '7'], true);
  await expect(page.getByRole('list', { name: 'Answers per option' })).toBeVisible();

  // The podium: Ada first, the guest second, Ben last, on every screen.
  await page.getByRole('button', { name: 'Show the podium' }).click();
  const podium = page.getByTestId('quiz-podium').getByRole('listitem');
  await expect(podium).toHaveCount(3);
  await expect(podium.nth(1)).toContainText('Gil Guest');
  // Ben: no point at all, not merely a score ending in 0 (the item reads "3. Ben S0 points").
  await expect(podium.nth(2)).toHaveText(/\D0 points$/);
  const adaName = afterFirst.split(' · ')[0]!;
  await expect(podium.nth(0)).toContainText(adaName);
  await expect(guest.getByTestId('quiz-podium').getByRole('listitem').nth(0)).toContainText(adaName);
  await shoot(page, 'live-quiz-podium');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF report' }).click();
  const pdf = await download;
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // The same screens in Arabic, right to left.
  for (const screen of [page, guest]) await screen.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(page, 'live-quiz-podium-ar');
  await guest.reload();
  await shoot(guest, 'live-quiz-guest-ar');
});
