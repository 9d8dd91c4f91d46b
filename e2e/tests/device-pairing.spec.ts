// The classroom display journey against the real built server: a display shows a pairing code, the
// teacher's phone (375 px) claims it, opens the demo lesson on the display and turns its pages, then unpairs.
import { dismissSnackbar } from '../support/snackbar';
import { shoot } from '../support/screenshots';
import { uiLogin } from '../support/session';
import { expect, test } from '../support/test';

const TEACHER = 'teacher@demo.test';
const DEMO_LESSON = 'Fractions: halves and quarters';

test('a teacher pairs a display from her phone, drives the demo lesson on it and unpairs it', async ({
  page: display,
  browser,
}) => {
  // Two browsers and six screens checked with axe: about 50 s on a quiet machine.
  test.setTimeout(90_000);
  // The display: a fresh id of its own, so no other journey's pairing is in the way.
  const deviceId = `e2e${Date.now().toString(36)}`;
  await display.goto(`/deviceLogin/${deviceId}`);
  const codeOutput = display.getByTestId('pairing-code');
  await expect(codeOutput).toHaveAttribute('data-code', /^[A-Z2-9]{7}$/);
  const code = (await codeOutput.getAttribute('data-code'))!;
  await shoot(display, 'device-pairing-code-en');

  // The teacher's phone.
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const phone = await phoneContext.newPage();
  await uiLogin(phone, TEACHER);
  await phone.goto('/dashboard/devices');
  await phone.getByTestId('device-code-input').fill(`${code.slice(0, 3)}-${code.slice(3)}`);
  await phone.getByRole('button', { name: 'Pair', exact: true }).click();

  // 'Device connected' on both.
  await phone.waitForURL(/\/dashboard\/controller\/[^/]+$/);
  await dismissSnackbar(phone, 'Device connected');
  await expect(display.getByTestId('display-status')).toHaveText('Device connected');
  await expect(phone.getByTestId('device-connected')).toBeVisible();

  // The paired status is read at start: a reload of the phone still shows the display as connected.
  await phone.reload();
  await expect(phone.getByTestId('device-connected')).toBeVisible();

  // The phone opens the demo lesson on the display and turns its pages.
  await phone.getByTestId('lesson-select').click();
  await phone.getByRole('option', { name: DEMO_LESSON }).click();
  await phone.getByRole('button', { name: 'Open on the display' }).click();
  const lesson = display.getByTestId('display-lesson');
  await expect(lesson).toHaveAttribute('data-page-index', '0');
  await expect(display.getByTestId('display-canvas')).toBeVisible();
  await expect(phone.getByTestId('controller-lesson')).toContainText(`${DEMO_LESSON} · page 1 of`);
  await phone.getByRole('button', { name: 'Next page' }).click();
  await expect(lesson).toHaveAttribute('data-page-index', '1');
  await phone.getByRole('button', { name: 'Next page' }).click();
  await expect(lesson).toHaveAttribute('data-page-index', '2');
  await phone.getByRole('button', { name: 'Previous page' }).click();
  await expect(lesson).toHaveAttribute('data-page-index', '1');
  await expect(phone.getByTestId('controller-lesson')).toContainText('page 2 of');
  await shoot(display, 'device-display-lesson-en');
  await shoot(phone, 'device-controller-en');

  // The display resumes its owner's state after a reload, in Arabic.
  await display.evaluate(() => localStorage.setItem('language', 'ar'));
  await display.reload();
  await expect(display.getByTestId('display-lesson')).toHaveAttribute('data-page-index', '1');
  await expect(display.locator('html')).toHaveAttribute('dir', 'rtl');
  await shoot(display, 'device-display-lesson-ar');
  await phone.evaluate(() => localStorage.setItem('language', 'ar'));
  await phone.reload();
  await expect(phone.getByTestId('controller-lesson')).toContainText('الصفحة 2');
  await shoot(phone, 'device-controller-ar');

  // Unpair (in Arabic): the phone goes to /dashboard/create, both say 'Device disconnected'.
  await phone.getByRole('button', { name: 'إلغاء الاقتران' }).click();
  await phone.waitForURL('**/dashboard/create');
  await expect(phone.getByTestId('snackbar')).toContainText('تم فصل الجهاز');
  await expect(phone.getByTestId('device-connected')).toBeHidden();
  await expect(display.getByTestId('display-status')).toHaveText('تم فصل الجهاز');
  await phone.evaluate(() => localStorage.setItem('language', 'en'));
  await phoneContext.close();
});
