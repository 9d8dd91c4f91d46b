import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { uiLogin } from '../support/session';

/** playwright.config.ts starts the server without SMTP_URL: mails land here as .eml files. */
const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');

/** Every mail to an address, oldest first, decoded (quoted-printable) enough to read links and codes. */
function mailsTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text))
    .map((raw) => {
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return {
        text,
        links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]),
        code: /Your code: ([0-9]{6})/.exec(text)?.[1],
      };
    });
}

/** Waits for the mail after the first `seen` ones whose link goes to `pathname`. */
async function nextMail(email: string, pathname: string, seen: number) {
  let found: ReturnType<typeof mailsTo>[number] | undefined;
  await expect
    .poll(
      () =>
        (found = mailsTo(email)
          .slice(seen)
          .find((mail) => mail.links.some((l) => new URL(l).pathname === pathname))),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return { ...found!, link: found!.links.find((l) => new URL(l).pathname === pathname)! };
}

const OLD_PASSWORD = 'first-pass-word-1';
const NEW_PASSWORD = 'lantern-meadow-7';

/** A registered account made through the real sign-up calls; its session is the one opened "before". */
async function registeredUser(request: APIRequestContext, label: string) {
  const email = `e2e-${label}-${Date.now()}@example.test`;
  expect((await request.post('/api/teacher/signup', { data: { email } })).status()).toBe(200);
  const { link } = await nextMail(email, '/register-profile', 0);
  const created = await request.post('/api/teacher/createAccount', {
    data: {
      token: new URL(link).searchParams.get('token'),
      firstName: 'Rosa',
      password: OLD_PASSWORD,
      acceptTerms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, token: (await created.json()).data.access_token as string };
}

const sessionStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/galileo/isSessionActive', { headers: { access_token: token } })).status();

test('forgot password: mail, reset through the link, the old password is refused, the old session is dead', async ({
  page,
  request,
}) => {
  const { email, token } = await registeredUser(request, 'reset-link');
  expect(await sessionStatus(request, token)).toBe(200);
  const seen = mailsTo(email).length;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgotpassword');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByText('Please enter Email Address')).toBeVisible();
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toContainText(email);

  const mail = await nextMail(email, '/resetpassword', seen);
  await page.goto(mail.link);
  await page.getByTestId('new-password').fill('123456');
  await page.getByTestId('confirm-password').fill('12345');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Password is not safe. Please try another password')).toBeVisible();
  await expect(page.getByText('Password Mismatch')).toBeVisible();
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await page.waitForURL('**/login');
  await expect(page.getByTestId('snackbar')).toContainText('Your password has been reset');

  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(OLD_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Wrong password');
  await uiLogin(page, email, NEW_PASSWORD);
  expect(await sessionStatus(request, token)).toBe(401);

  // The link worked once.
  const again = await request.post('/api/galileo/resetPassword', {
    data: { token: new URL(mail.link).searchParams.get('token'), newPassword: 'yet-another-9' },
  });
  expect(again.status()).toBe(400);
});

test('forgot password: reset with the mailed code instead of the link', async ({ page, request }) => {
  const { email, token } = await registeredUser(request, 'reset-code');
  const seen = mailsTo(email).length;
  await page.goto('/forgotpassword');
  await page.getByTestId('forgot-email').fill(email);
  await page.getByTestId('forgot-submit').click();
  await page.getByTestId('forgot-enter-code').click();
  const mail = await nextMail(email, '/resetpassword', seen);
  expect(mail.code).toMatch(/^[0-9]{6}$/);

  await page.getByTestId('forgot-code').fill(mail.code === '000000' ? '111111' : '000000');
  await page.getByTestId('forgot-code-submit').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Invalid or expired code.');
  await page.getByTestId('forgot-code').fill(mail.code!);
  await page.getByTestId('forgot-code-submit').click();
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-password').fill(NEW_PASSWORD);
  await page.getByTestId('reset-submit').click();
  await page.waitForURL('**/login');
  await uiLogin(page, email, NEW_PASSWORD);
  expect(await sessionStatus(request, token)).toBe(401);
});

test('change password on Manage Profile: the current one is checked, other devices are signed out, this one stays', async ({
  page,
  request,
}) => {
  const { email, token: otherDevice } = await registeredUser(request, 'change');
  await uiLogin(page, email, OLD_PASSWORD);
  await page.goto('/manage-profile');
  const form = page.getByTestId('change-password-form');
  await form.getByTestId('change-password-submit').click();
  await expect(form.getByText('Enter your current password')).toBeVisible();
  await expect(form.getByText('Enter Password')).toBeVisible();

  await form.getByTestId('current-password').fill('not-my-password-1');
  await form.getByTestId('change-new-password').fill(NEW_PASSWORD);
  await form.getByTestId('change-confirm-password').fill(NEW_PASSWORD);
  await form.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('snackbar')).toHaveText('Wrong password');
  expect(await sessionStatus(request, otherDevice)).toBe(200);

  await form.getByTestId('current-password').fill(OLD_PASSWORD);
  await form.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('snackbar')).toContainText('Password changed');
  await expect(form.getByTestId('current-password')).toHaveValue('');
  expect(await sessionStatus(request, otherDevice)).toBe(401);

  await page.reload();
  await expect(page.getByTestId('manage-profile-page')).toBeVisible();
  const login = await request.post('/api/galileo/login', { data: { email, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
});
