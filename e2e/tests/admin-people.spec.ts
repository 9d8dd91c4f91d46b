import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { uiLogin, watchConsole } from '../support/session';

/** playwright.config.ts runs the server without SMTP_URL: mails are .eml files in DATA_DIR/outbox. */
const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');

function outboxText(to: string) {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX).filter((file) => file.endsWith('.eml'));
  } catch {
    return '';
  }
  return files
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((text) => text.includes(`To: ${to}`))
    .map((text) =>
      /^Content-Transfer-Encoding: quoted-printable$/im.test(text)
        ? text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : text,
    )
    .join('\n');
}

test('the admin adds a teacher, sees them listed and invited, and cannot remove the last admin', async ({ page }) => {
  const errors = watchConsole(page);
  const email = `e2e-teacher-${Date.now()}@example.test`;
  await uiLogin(page, 'admin@demo.test');

  // The People page is reached from the user menu in the app bar.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-people').click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  const panel = page.getByTestId('people-panel-teachers');
  await expect(panel.locator('[data-email="admin@demo.test"]')).toBeVisible();

  // SPEC §5 client messages before anything is sent.
  await page.getByTestId('add-teachers').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('add-person-submit').click();
  await expect(dialog.getByText('Please enter Email Address')).toBeVisible();
  await expect(dialog.getByText('Please enter FirstName Name')).toBeVisible();
  await dialog.getByTestId('add-person-email').fill('not-an-email');
  await dialog.getByTestId('add-person-firstName').fill('9Tara');
  await dialog.getByTestId('add-person-submit').click();
  await expect(dialog.getByText('Invalid Email Address')).toBeVisible();
  await expect(dialog.getByText('First Character must be alphabet')).toBeVisible();

  await dialog.getByTestId('add-person-email').fill(email);
  await dialog.getByTestId('add-person-firstName').fill('Tara');
  await dialog.getByTestId('add-person-lastName').fill('Newteacher');
  await dialog.getByTestId('add-person-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('snackbar')).toContainText('Tara Newteacher was added and invited');
  const row = panel.locator(`[data-email="${email}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Tara Newteacher');
  await expect(row).toContainText('Invited');

  // The invitation went out with a sign-up link for that email.
  await expect
    .poll(() => outboxText(email), { timeout: 10_000 })
    .toContain(`/signup?email=${encodeURIComponent(email)}`);

  // Search finds them.
  await page.getByTestId('people-search').fill('newteacher');
  await expect(panel.getByTestId('person-row')).toHaveCount(1);
  await page.getByTestId('people-search').fill('');

  // Removing oneself as the only admin: confirmed, then refused by the server.
  await panel.locator('[data-email="admin@demo.test"]').getByTestId('person-actions').click();
  await page.getByTestId('action-remove').click();
  await expect(page.getByRole('dialog')).toContainText('remove yourself');
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('snackbar')).toContainText('user is last admin');
  await expect(panel.locator('[data-email="admin@demo.test"]')).toBeVisible();

  // Taking admin away from oneself is refused the same way.
  await panel.locator('[data-email="admin@demo.test"]').getByTestId('person-actions').click();
  await page.getByTestId('action-remove-admin').click();
  await expect(page.getByTestId('snackbar')).toContainText('user is last admin');
  expect(errors.filter((line) => !line.includes('status of 400'))).toEqual([]);
});

test('a teacher opening the People page sees that it is for administrators only', async ({ page }) => {
  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('menu-people')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin/people');
  await expect(page.getByTestId('people-forbidden')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const instituteId = await page.evaluate(() => localStorage.getItem('instituteId'));
  const refused = await page.request.get(`/api/admin/getInstituteUser/instructor/${instituteId}`, {
    headers: { access_token: token! },
  });
  expect(refused.status()).toBe(403);
});
