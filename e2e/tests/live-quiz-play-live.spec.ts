import { api, demoWorld } from '../support/assessment-data';
import { shoot } from '../support/screenshots';
import { uiLogin } from '../support/session';
import { expect, test } from '../support/test';

const TEXT =
  'The water cycle moves water between the land, the oceans and the air. ' +
  'The sun heats water in oceans and lakes, and it evaporates into water vapour. ' +
  'As the vapour rises it cools and condenses into tiny droplets that form clouds. ' +
  'When the droplets grow heavy they fall back to the ground as rain, snow or hail. ' +
  'Rivers and underground water carry it back to the oceans, and the cycle begins again.';

interface KeyedQuestion {
  options: Array<{ id: string; title: string }>;
  correctOptions: string[];
}

/**
 * "Play live" from a Bright AI quiz (built-in engine): the quiz becomes a draft assessment of Class 6A and
 * opens the host screen; with changes allowed, a guest picks a wrong option, then the right one before
 * the timer ends, and only the last answer counts, once (on the reveal, her result, her score, the report).
 */
test('a teacher plays a generated quiz live, and a guest who changes her answer before the reveal scores it once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await demoWorld(request);
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('tool-questions').click();
  await page.getByTestId('generator-source').fill(TEXT);
  await page.getByTestId('generator-run').click();
  await expect(page.getByTestId('generated-question')).toHaveCount(3);
  await page.getByTestId('add-class').click();
  await page.getByRole('option', { name: 'Class 6A' }).click();
  await shoot(page, 'live-quiz-play-live');
  await page.getByTestId('play-live').click();

  // The host screen of the new assessment: the teacher lets players change their answer.
  await page.waitForURL(/\/dashboard\/assessment\/[^/]+\/live-quiz$/);
  const assessmentId = /assessment\/([^/]+)\/live-quiz/.exec(page.url())![1]!;
  const { questions } = await api<{ questions: KeyedQuestion[] }>(request, token, 'GET', '/api/question/fetch', {
    assessmentId,
  });
  expect(questions).toHaveLength(3);
  const first = questions[0]!;
  const right = first.options.find((option) => first.correctOptions.includes(option.id))!;
  const wrong = first.options.find((option) => !first.correctOptions.includes(option.id))!;
  await page.getByLabel('Players may change their answer until the timer ends').check();
  await shoot(page, 'live-quiz-host-create');
  await page.getByRole('button', { name: 'Open the lobby' }).click();
  const code = (await page.getByTestId('quiz-code').textContent())!.trim();
  const gameId = new URL(page.url()).searchParams.get('game')!;

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/webview/nologin/liveQuiz?code=${code}`);
  await guest.getByLabel('Nickname').fill('Nia Guest');
  await guest.getByRole('button', { name: 'Join' }).click();
  await expect(guest.getByRole('status')).toContainText('Waiting for the host to start');
  await expect(page.getByText('Players: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();

  // A wrong pick, then the right one: the options stay open, the host counts one answer, not two.
  const player = guest.getByTestId('live-quiz-player');
  const pick = (title: string) => player.getByRole('button', { name: title, exact: true });
  await pick(wrong.title).click();
  await expect(pick(wrong.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(player.getByRole('status')).toContainText('You can change it until the time is up.');
  await shoot(guest, 'live-quiz-answer-changeable');
  await pick(right.title).click();
  await expect(pick(right.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(pick(wrong.title)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('Answers: 1')).toBeVisible();
  // Everyone has answered, but answers may change: the question stays open until its timer ends (20 s).
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();

  const distribution = page.getByRole('list', { name: 'Answers per option' });
  await expect(distribution).toBeVisible({ timeout: 40_000 });
  // The options in the question's order: the right one was picked once, the wrong one not at all.
  const row = (option: KeyedQuestion['options'][number]) =>
    distribution.getByRole('listitem').nth(first.options.indexOf(option));
  await expect(row(right)).toContainText(`${right.title} — 1`);
  await expect(row(wrong)).toContainText(`${wrong.title} — 0`);
  await expect(player.getByRole('status')).toContainText('Correct!');
  const earned = Number(/\+(\d+) points/.exec((await player.getByRole('status').textContent())!)![1]);
  expect(earned).toBeGreaterThanOrEqual(500);
  await expect(guest.getByTestId('quiz-me')).toContainText(`Nia Guest · ${earned} points`);
  await shoot(guest, 'live-quiz-answer-changed-result');

  // Saved as played: one answer to the first question, the last one, with the points told.
  const report = await api<{
    players: Array<{ nickname: string; score: number; answers: Array<{ questionIndex: number; optionIds: string[] }> }>;
  }>(request, token, 'GET', '/api/live-quiz/report', { gameId });
  expect(report.players.map((p) => [p.nickname, p.score, p.answers])).toEqual([
    ['Nia Guest', earned, [expect.objectContaining({ questionIndex: 0, optionIds: [right.id] })]],
  ]);

  await page.getByRole('button', { name: 'End the game' }).click();
  await expect(guest.getByTestId('quiz-podium').getByRole('listitem').first()).toContainText(`${earned} points`);

  // The player's screens in Arabic, right to left.
  await guest.evaluate(() => localStorage.setItem('language', 'ar'));
  await guest.reload();
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(guest, 'live-quiz-answer-changed-ar');
});
