import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { uiLogin, watchConsole } from '../support/session';

/** playwright.config.ts starts the server without SMTP_URL: mails land here as .eml files. */
const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');

/** The newest mail to an address, decoded (quoted-printable) enough to read its links. */
function newestMailTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return undefined;
  }
  const raw = files
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .at(-1);
  if (!raw) return undefined;
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { text, links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]) };
}

async function mailLink(email: string, pathname: string) {
  let link: string | undefined;
  await expect
    .poll(() => (link = newestMailTo(email)?.links.find((l) => new URL(l).pathname === pathname)), { timeout: 10_000 })
    .toBeTruthy();
  return link!;
}

const PASSWORD = 'river-stone-42';

test('sign up by mail, complete the profile, land on the dashboard, sign out and in again', async ({ page }) => {
  const errors = watchConsole(page);
  const email = `e2e-signup-${Date.now()}@example.test`;
  await page.goto('/signup');
  await page.getByTestId('signup-submit').click();
  await expect(page.getByText('Please enter Email Address')).toBeVisible();
  await expect(page.getByText('Please agree to the terms & policy before continuing')).toBeVisible();
  await page.getByTestId('signup-email').fill(email.toUpperCase());
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-sent')).toContainText(email);

  const link = await mailLink(email, '/register-profile');
  await page.goto(link);
  await expect(page.getByTestId('register-form')).toContainText(email);
  await page.getByTestId('register-submit').click();
  for (const message of ['Please enter FirstName Name', 'Enter Password', 'Enter Confirm Password']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByTestId('register-firstName').fill('1Asha');
  await page.getByTestId('register-password').fill('abc');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('First Character must be alphabet')).toBeVisible();
  await expect(page.getByText('Password too short')).toBeVisible();
  await page.getByTestId('register-password').fill('password123');
  await page.getByTestId('register-confirm-password').fill('password12');
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Password is not safe. Please try another password')).toBeVisible();
  await expect(page.getByText('Password Mismatch')).toBeVisible();

  await page.getByTestId('register-firstName').fill('Asha');
  await page.getByTestId('register-lastName').fill('Rao');
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm-password').fill(PASSWORD);
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('register-submit').click();
  await page.waitForURL('**/dashboard/create');
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();
  await expect(page.getByTestId('dashboard-roles')).toContainText('Administrator');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('login-email')).toBeVisible();
  await uiLogin(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Welcome, Asha Rao' })).toBeVisible();
  expect(errors).toEqual([]);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByTestId('register-invalid-message')).toHaveText('Expired or invalid registration link!');
});

test('a link without a token, and /verifyEmail without one, say so without calling the server', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/register-profile');
  await expect(page.getByTestId('register-invalid-message')).toHaveText('Expired or invalid registration link!');
  await page.goto('/verifyEmail');
  await expect(page.getByTestId('verify-email-result')).toHaveText('Failed to verify email');
  expect(errors).toEqual([]);
});

test("/verifyEmail with a token the server refuses: 'Failed to verify email'", async ({ page }) => {
  await page.goto('/verifyEmail?verify_token=not-a-real-token');
  await expect(page.getByTestId('verify-email-result')).toHaveText('Failed to verify email');
  await expect(page.getByTestId('verify-email-reason')).toHaveText('Invalid verify_token');
});
