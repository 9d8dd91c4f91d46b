// Audio and video of a live class between two real Chromium pages with Chromium's fake camera and
// microphone: the teacher and a student publish, each receives the other's audio and video (measured with
// RTCPeerConnection.getStats, not pixels), mute and camera off reach the other side, and speaking shows.
import { type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin } from '../support/session';
import { startDemoLiveClass } from '../support/live-class';
import { expect, test } from '../support/test';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

/** Keeps every RTCPeerConnection the page makes, so the test can read its statistics. */
function recordPeerConnections(page: Page) {
  return page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { livePeers: RTCPeerConnection[] }).livePeers = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Bytes received so far per kind, summed over the page's open connections. */
const received = (page: Page) =>
  page.evaluate(async () => {
    const totals = { audio: 0, video: 0 };
    for (const pc of (window as unknown as { livePeers: RTCPeerConnection[] }).livePeers) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((report: { type: string; kind?: 'audio' | 'video'; bytesReceived?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind) totals[report.kind] += report.bytesReceived ?? 0;
      });
    }
    return totals;
  });

test('a teacher and a student see and hear each other in Virtual Tutoring, with mute and camera off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const studentId = (await apiLogin(request, 'student1@demo.test')).userId;
  const { liveId, teacher, headers } = await startDemoLiveClass(request, 'AV lesson', 'VIDEO');

  const student = await (await browser.newContext()).newPage();
  for (const [who, email] of [
    [page, 'teacher@demo.test'],
    [student, 'student1@demo.test'],
  ] as const) {
    await recordPeerConnections(who);
    await uiLogin(who, email);
    await who.goto(`/live/${liveId}`);
    await who.getByTestId('live-panel-video').click();
    await expect(who.getByTestId('live-av-limit')).toBeVisible();
    await who.getByTestId('live-av-start').click();
    await expect(who.getByTestId('live-mic')).toBeVisible();
  }

  // Each side receives the other's audio and video.
  for (const who of [page, student]) {
    await expect
      .poll(async () => Math.min(...Object.values(await received(who))), { timeout: 30_000 })
      .toBeGreaterThan(0);
  }
  await expect(page.getByTestId(`live-tile-${studentId}`).locator('video')).toBeVisible();
  await expect(student.getByTestId(`live-tile-${teacher.userId}`).locator('video')).toBeVisible();
  // Chromium's fake microphone beeps: the teacher shows as speaking on the student's screen.
  await expect(student.getByTestId(`live-tile-${teacher.userId}`)).toHaveAttribute('data-speaking', 'true');
  await shoot(page, 'live-class-av-teacher-en');

  // Mute and camera off reach the student; the USERS list shows the state too.
  await page.getByTestId('live-mic').click();
  await page.getByTestId('live-camera').click();
  const teacherTile = student.getByTestId(`live-tile-${teacher.userId}`);
  await expect(teacherTile).toHaveAttribute('data-audio', 'false');
  await expect(teacherTile).toHaveAttribute('data-video', 'false');
  await expect(teacherTile).toHaveAttribute('data-speaking', 'false');
  await student.getByTestId('live-panel-users').click();
  await expect(student.getByTestId(`live-marks-${teacher.userId}`)).toBeVisible();
  await expect(student.getByTestId('live-video')).toHaveCount(0);

  // In Arabic, the VIDEO panel reads right to left.
  await student.evaluate(() => localStorage.setItem('language', 'ar'));
  await student.reload();
  await student.getByTestId('live-panel-video').click();
  await expect(student.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(student.getByTestId(`live-tile-${teacher.userId}`)).toBeVisible();
  await shoot(student, 'live-class-av-student-ar');

  await request.post('/api/live-classes/end', { headers, data: { liveClassId: liveId } });
  await expect(student.getByTestId('live-ended')).toBeVisible();
  await student.context().close();
});
