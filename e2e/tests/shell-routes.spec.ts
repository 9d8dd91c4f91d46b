import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

/** One concrete address for every route of SPEC §2's shell table. */
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/appDownloads',
  '/teachLogin',
  '/signup',
  '/register-profile',
  '/forgotpassword',
  '/resetpassword',
  '/verifyEmail',
  '/deviceLogin/ABCDE',
  '/deviceLoginSuccess',
  '/join/ABC123/by-students',
  '/no/such/page',
];

const SIGNED_IN_ROUTES = [
  '/default-institute',
  '/select-institute',
  '/dashboard',
  '/dashboard/assessment/preview',
  '/dashboard/create',
  '/dashboard/content',
  // /dashboard/controller/{deviceId} asks the server for the pairing, so an unknown id is a 404 in the
  // console; /dashboard/devices renders the devices feature's pages.
  '/dashboard/devices',
  '/class',
  '/launcher',
  '/live',
  // /live/{id} asks the server for the class, so an unknown id is a 404 in the console: live-class.spec.ts visits it.
  '/phet',
  '/dashboard/my-files',
  '/overduePage',
  '/pendingRequests',
  '/UpgradePlan',
];

const WEBVIEW_PAGES = [
  '/assessment-webview',
  '/assessment-list-webview',
  '/assessment-results-webview',
  '/assessment-results-webview/student_report',
  '/studentAttendance-webview',
  '/webview/attendance-report',
  '/ktv-webview',
  '/scheduler-webview',
  '/schedulerGlobal-webview',
  '/feedbackBehaviour',
  '/liveQuiz-webview',
  '/whiteboard-chat-webview',
  '/webview/nologin/liveQuiz',
  '/webview/nologin/whiteboard-chat',
];

/** Entry routes that sign in with `?token=`. */
const WEBVIEW_ENTRIES = [
  '/webview/assessment/full/class-1',
  '/webview/assessment/a-1',
  '/webview/assessment/preview/a-1',
  '/webview/classFeed/full/class-1',
  '/webview/classes/add-students',
  '/webview/scheduler/class-1',
  '/webview/GlobalScheduler',
  '/webview/feedbackBehaviour/class-1',
  '/webview/liveQuiz',
  '/webview/whiteboard-chat',
  '/webview/flashcard-viewer',
  '/webview/notebooks',
  '/webview/bright-ai',
  '/webview/bright-ai/new-thread',
  // /webview/bright-ai/new-thread/{notebookId} and /{notebookId}/{threadId} ask the server for the notebook,
  // so an unknown id is a 404 in the console: notebooks.spec.ts opens both with real ids.
  '/webview/self-learn/notebooks',
  '/webview/self-learn/bright-ai',
];

// Two walks cover both directions and both colour modes: English light, Arabic right to left in dark mode.
const VARIANTS = [
  { name: 'English, light', query: '', dir: 'ltr', lang: 'en', dark: false },
  { name: 'Arabic, right to left, dark mode', query: 'lang=ar&mode=dark', dir: 'rtl', lang: 'ar', dark: true },
];

const withQuery = (path: string, query: string) => (query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path);

for (const variant of VARIANTS) {
  test(`every route renders with no console error: ${variant.name}`, async ({ page }) => {
    // Every route is also checked with axe (e2e/support/test.ts) as the next goto leaves it.
    test.setTimeout(300_000);
    const errors = watchConsole(page);
    const visit = async (path: string) => {
      await page.goto(withQuery(path, variant.query));
      await expect(page.locator('[data-route]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number);
      expect((r + g + b) / 3 < 100, `${path} background ${background}`).toBe(variant.dark);
    };

    for (const path of [...PUBLIC_ROUTES, ...WEBVIEW_PAGES]) await visit(path);
    await uiLogin(page, 'teacher@demo.test');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    for (const path of SIGNED_IN_ROUTES) await visit(path);
    for (const path of WEBVIEW_ENTRIES) await visit(`${path}?token=${token}`);
    expect(errors).toEqual([]);
  });
}

test('/class without a token goes to the login page', async ({ page }) => {
  await page.goto('/class');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
});

test('/appDownloads on a desktop asks for a phone', async ({ page }) => {
  await page.goto('/appDownloads');
  await expect(page.getByTestId('app-downloads-message')).toHaveText('Please scan using Android or iOS devices only.');
});

test.describe('webview entries', () => {
  test("without a token: 'Invalid credentials'", async ({ page }) => {
    await page.goto('/webview/assessment/full/class-1');
    await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
  });

  test("with a token the server refuses: 'Invalid credentials', and no redirect", async ({ page }) => {
    await page.goto(`/webview/scheduler/class-1?token=${'x'.repeat(43)}`);
    await expect(page.getByTestId('webview-message')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/webview\/scheduler\/class-1/);
  });

  test("a path that does not split: 'Invalid Path'", async ({ page }) => {
    await page.goto('/webview/assessment/full?token=abc');
    await expect(page.getByTestId('webview-message')).toHaveText('Invalid Path');
  });

  test('a mobile app token signs the webview in', async ({ page, request }) => {
    const session = await apiLogin(request, 'teacher@demo.test');
    await page.goto(`/webview/GlobalScheduler?token=${session.access_token}`);
    await expect(page.getByTestId('global-scheduler-webview')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(session.access_token);
    expect(await page.evaluate(() => localStorage.getItem('roles'))).toBe('instructor');
  });

  test('the cloud login parameters sign in and follow a same-site redirectUrl', async ({ page, request }) => {
    const session = await apiLogin(request, 'teacher@demo.test');
    await page.goto(`/?access_token=${session.access_token}&redirectUrl=${encodeURIComponent('/launcher')}`);
    await expect(page).toHaveURL(/\/launcher$/);
    await expect(page.getByTestId('launcher-page')).toBeVisible();
  });
});
