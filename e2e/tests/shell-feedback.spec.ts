import { expect, test } from '../support/test';
import { uiLogin } from '../support/session';

test("a refused sign-in shows the server's message in an error snackbar (6 s)", async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('teacher@demo.test');
  await page.getByTestId('login-password').fill('not-the-password');
  await page.getByTestId('login-submit').click();
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toContainText('Wrong password');
  await expect(snackbar).toHaveAttribute('data-duration', '6000');
});

test('client validation speaks the spec: empty and malformed email', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Please enter Email Address')).toBeVisible();
  await page.getByTestId('login-email').fill('not-an-email');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
});

test('the tagged spinner shows while signing in and hides with its own tag', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/galileo/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByTestId('login-email').fill('teacher@demo.test');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  const spinner = page.getByTestId('spinner-overlay');
  await expect(spinner).toBeVisible();
  await expect(spinner).toHaveAttribute('data-tag', 'login');
  await expect(spinner).toContainText('Signing in...');
  await expect(page.getByTestId('top-loader')).toBeVisible();
  release();
  await page.waitForURL('**/dashboard/create');
  await expect(spinner).toBeHidden();
});

test("the offline banner says 'YOU ARE OFFLINE' and goes when the network is back", async ({ page, context }) => {
  await page.goto('/login');
  // The login page's own script loads after the document: go offline only once it is on screen.
  await expect(page.getByTestId('login-email')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('YOU ARE OFFLINE')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('YOU ARE OFFLINE')).toBeHidden();
});

test("a dead session: 'session expired', then the login page", async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // Leave the app first: the dashboard's first calls may still be on their way, and if the server
  // answered them after the revocation, that page would end the session before the visit below.
  await page.goto('about:blank');
  const revoked = await page.request.post('/api/galileo/logout', { headers: { access_token: token! } });
  expect(revoked.status()).toBe(200);
  await page.goto('/dashboard/create');
  await expect(page.getByTestId('snackbar')).toContainText('session expired');
  // `/` and `/login` are both the login page (SPEC §2).
  await expect(page).toHaveURL(/\/(login)?$/);
  await expect(page.getByTestId('login-email')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the language picker switches to Arabic, right to left, and remembers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('sign out ends the session on the server', async ({ page }) => {
  await uiLogin(page, 'student1@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  const check = await page.request.get('/api/galileo/isSessionActive', { headers: { access_token: token! } });
  expect(check.status()).toBe(401);
});
