// AI notes with Chromium's fake microphone playing a lesson spoken by espeak-ng: the recorder cuts a whole
// WebM file every 13 seconds, each is transcribed by the loopback OpenAI-format server as it arrives, and
// after stop the transcript is saved with its times; the summary comes from the (fake) configured model.
import { execFileSync, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORT } from '../playwright.config';
import { type AiServer, startAiServer } from '../support/ai-server';
import { shoot } from '../support/screenshots';
import { uiLogin } from '../support/session';
import { expect, test } from '../support/test';

const SPOKEN =
  'Good morning class. Today we learn how plants make food. Leaves catch sunlight. ' +
  'Why do you think leaves are green? Take a moment to think. Chlorophyll absorbs red and blue light.';
const SPEECH = path.join(tmpdir(), `ai-notes-lesson-${PORT}.wav`);
const hasEspeak = spawnSync('espeak-ng', ['--version']).status === 0;
// Made at test time, before the browser starts (the fake microphone reads it at launch) and looped by it.
if (hasEspeak) execFileSync('espeak-ng', ['-v', 'en', '-s', '140', '-w', SPEECH, SPOKEN]);

const AI_PORT = PORT + 1000;
const SUMMARY = 'Plants make their food from sunlight in their leaves.';

test.skip(!hasEspeak, 'espeak-ng is not installed (apt-get install espeak-ng): no spoken lesson to record');
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({
  baseURL: `http://127.0.0.1:${AI_PORT}`,
  permissions: ['microphone'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${SPEECH}`,
    ],
  },
});

let server: AiServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startAiServer(AI_PORT, () => JSON.stringify({ summary: [SUMMARY], keyConcepts: ['chlorophyll'] }));
});
test.afterAll(async () => server?.close());

const isWholeWebm = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));

test('a teacher records 30 seconds; chunks arrive every 13 s and are transcribed; the transcript and summary appear', async ({
  page,
}) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('ai-notes-entry').click();
  await expect(page.getByTestId('ai-notes-page')).toBeVisible();
  await shoot(page, 'ai-notes-empty');

  await page.getByTestId('ai-notes-title').fill('Leaves and light');
  await page.getByTestId('ai-notes-record').click();
  const timer = page.getByTestId('ai-notes-timer');
  await expect(timer).toHaveText('00:02', { timeout: 15_000 });
  await expect(page.getByTestId('ai-notes-chunk')).toHaveCount(0);
  // The first chunk is cut at 13 s, the second at 26 s: each transcribed as it arrives.
  await expect(page.getByTestId('ai-notes-chunk')).toHaveCount(1, { timeout: 16_000 });
  const firstAt = Number((await timer.textContent())!.split(':')[1]);
  await expect(page.getByTestId('ai-notes-chunk').first()).toHaveAttribute('data-state', 'TRANSCRIBED');
  await expect(page.getByTestId('ai-notes-chunks')).toContainText('Why do you think leaves are green?');
  await expect(page.getByTestId('ai-notes-chunk')).toHaveCount(2, { timeout: 16_000 });
  const secondAt = Number((await timer.textContent())!.split(':')[1]);
  expect(firstAt).toBeGreaterThanOrEqual(13);
  expect(secondAt - firstAt).toBeGreaterThanOrEqual(11);
  expect(secondAt - firstAt).toBeLessThanOrEqual(15);
  await shoot(page, 'ai-notes-recording');
  await expect(timer).toHaveText('00:30', { timeout: 10_000 });
  await page.getByTestId('ai-notes-stop').click();

  // Stop sends the last, shorter chunk, saves the transcript and clears the chunks 2 seconds later.
  const detail = page.getByTestId('ai-note-detail');
  await expect(detail.getByTestId('ai-note-transcript')).toContainText('Plants make their food from sunlight', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('ai-notes-chunk')).toHaveCount(0, { timeout: 5_000 });
  await expect(detail).toContainText('Leaves and light');
  await expect(detail).toContainText(/00:3\d/);
  expect(server.fake.transcriptions).toHaveLength(3);
  for (const sent of server.fake.transcriptions) {
    expect(sent).toMatchObject({ model: 'fake-whisper', language: 'en', fileType: 'audio/webm' });
    // Every chunk is a whole file with its own header: it decodes alone.
    expect(isWholeWebm(sent.bytes), 'each chunk starts with the WebM (EBML) header').toBe(true);
    expect(sent.bytes.length).toBeGreaterThan(1000);
  }

  await detail.getByTestId('ai-note-run-summary').click();
  await expect(detail.getByTestId('ai-note-summary')).toContainText(SUMMARY);
  await expect(detail.getByTestId('ai-note-summary')).toContainText('AI model fake-chat');
  await detail.getByTestId('ai-note-run-analysis').click();
  await expect(detail.getByTestId('ai-note-analysis')).toBeVisible({ timeout: 20_000 });
  await expect(detail.getByTestId('analysis-open')).toHaveText('3');

  await page.getByTestId('ai-notes-search').fill('chlorophyll');
  await expect(page.getByTestId('ai-note-item')).toHaveCount(0);
  await page.getByTestId('ai-notes-search').fill('sunlight');
  await expect(page.getByTestId('ai-note-item')).toHaveCount(1);
  await shoot(page, 'ai-notes-note');

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await page.getByTestId('ai-note-item').first().click();
  await expect(page.getByTestId('ai-note-summary')).toContainText(SUMMARY);
  await shoot(page, 'ai-notes-note-ar');
});
