import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

// student4 is no other journey's bell reader; each test puts the defaults back at the end.
const STUDENT = 'student4@demo.test';
const SETTINGS = '/dashboard/notifications/settings';
const DEFAULTS = {
  mutedCategories: [],
  mutedClassIds: [],
  quietHours: null,
  timeZone: 'UTC',
  dailyDigest: false,
  digestTime: '18:00',
};

async function resetPreferences(request: Parameters<typeof apiLogin>[0]) {
  const { access_token } = await apiLogin(request, STUDENT);
  const saved = await request.post('/api/notifications/preferences', { headers: { access_token }, data: DEFAULTS });
  expect(saved.status(), await saved.text()).toBe(200);
}

const form = (page: Page) => page.getByTestId('notification-preferences');

test('mute a category, quiet hours and the digest time are saved and shown again after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await resetPreferences(request);
  const errors = watchConsole(page);
  await uiLogin(page, STUDENT);
  await page.goto(SETTINGS);
  await expect(form(page)).toBeVisible();

  await page.getByTestId('mute-classFeed').check();
  await page.getByTestId('quiet-switch').check();
  await page.getByTestId('quiet-start').fill('22:00');
  await page.getByTestId('quiet-end').fill('06:30');
  await page.getByTestId('digest-switch').check();
  await page.getByTestId('digest-time').fill('07:15');
  await page.getByTestId('preferences-save').click();
  await expect(page.getByText('Preferences saved')).toBeVisible();

  await page.reload();
  await expect(form(page)).toBeVisible();
  await expect(page.getByTestId('mute-classFeed')).toBeChecked();
  await expect(page.getByTestId('mute-assessments')).not.toBeChecked();
  await expect(page.getByTestId('quiet-switch')).toBeChecked();
  await expect(page.getByTestId('quiet-start')).toHaveValue('22:00');
  await expect(page.getByTestId('quiet-end')).toHaveValue('06:30');
  await expect(page.getByTestId('digest-switch')).toBeChecked();
  await expect(page.getByTestId('digest-time')).toHaveValue('07:15');
  // 127.0.0.1 is a secure context and Chromium has PushManager: the switch is offered, off.
  await expect(page.getByTestId('web-push-switch')).not.toBeChecked();
  await shoot(page, 'notification-settings');

  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('digest-time')).toHaveValue('07:15');
  await shoot(page, 'notification-settings-arabic');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  expect(errors).toEqual([]);
  await resetPreferences(request);
});

test('where the browser has no web push, the settings say so and offer no switch', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await uiLogin(page, STUDENT);
  await page.goto(SETTINGS);
  await expect(page.getByTestId('web-push-unavailable')).toContainText(
    'This browser cannot receive push notifications',
  );
  await expect(page.getByTestId('web-push-switch')).toHaveCount(0);
  await shoot(page, 'notification-settings-no-push');
});

test("the push switch registers the service worker, which shows a push it is handed (the vendor's push service is out of reach)", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  await uiLogin(page, STUDENT);
  await page.goto(SETTINGS);
  const toggle = page.getByTestId('web-push-switch');
  await expect(toggle).toBeEnabled();
  // Not check(): the switch waits (disabled) for the browser's answer instead of turning on at once.
  await toggle.click();
  // Chromium subscribes through Google's push service, which this machine cannot reach: the clear message.
  await expect(page.getByTestId('web-push-problem')).toContainText('could not reach its push service', {
    timeout: 30_000,
  });
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await shoot(page, 'notification-settings-push-failed');

  // The worker the switch registered is live: hand it a push as the push service would, over DevTools.
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      const ours = list.find((each: { scopeURL: string; isDeleted: boolean }) => !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  const origin = new URL(page.url()).origin;
  const payload = {
    id: 'n-journey',
    type: 'MESSAGE',
    title: 'Trip tomorrow',
    body: 'Bring a packed lunch',
    url: '/dashboard/create',
    createdAt: new Date().toISOString(),
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((each) => ({ title: each.title, body: each.body, tag: each.tag, data: each.data }));
      }),
    )
    .toEqual([
      {
        title: 'Trip tomorrow',
        body: 'Bring a packed lunch',
        tag: 'n-journey',
        data: { url: '/dashboard/create', id: 'n-journey' },
      },
    ]);
});
