import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin } from '../support/session';
import { samplePng } from '../support/images';

const TEACHER = 'teacher@demo.test';
const here = path.dirname(fileURLToPath(import.meta.url));
const HINDI = path.resolve(here, '../../apps/web/src/i18n/locales/hi.json');

const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');

/** The links of the mails to an address (the server writes .eml files there without SMTP_URL). */
function linksTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((text) => text.includes(`To: ${email}`))
    .map((text) =>
      /^Content-Transfer-Encoding: quoted-printable$/im.test(text)
        ? text
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : text,
    )
    .flatMap((text) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]));
}

/**
 * A teacher of the demo institute of this test's own: the admin adds them, they sign up through the
 * mailed link. The language journey changes the account's saved language, so it must not be the demo
 * teacher that other journeys sign in as at the same time.
 */
async function newTeacher(request: APIRequestContext) {
  const email = `e2e-hindi-${Date.now()}@example.test`;
  const password = 'saffron-river-42';
  const admin = await apiLogin(request, 'admin@demo.test');
  const added = await request.post('/api/admin/create/teacher', {
    data: { email, firstName: 'Hema' },
    headers: { access_token: admin.access_token },
  });
  expect(added.status(), await added.text()).toBe(200);
  expect((await request.post('/api/teacher/signup', { data: { email } })).status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(() => (link = linksTo(email).find((l) => new URL(l).pathname === '/register-profile')), { timeout: 10_000 })
    .toBeTruthy();
  const created = await request.post('/api/teacher/createAccount', {
    data: { token: new URL(link!).searchParams.get('token'), firstName: 'Hema', password, acceptTerms: true },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, password };
}

test('a teacher switches the language to Hindi in Manage Profile; it is saved on the server', async ({
  page,
  request,
}) => {
  const teacher = await newTeacher(request);
  await uiLogin(page, teacher.email, teacher.password);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-manage-profile').click();
  await expect(page).toHaveURL(/\/manage-profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('profile-language').click();
  await page.getByTestId('language-hi').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  if (existsSync(HINDI)) {
    const hindi = JSON.parse(readFileSync(HINDI, 'utf8')) as { profile?: { manageTitle?: string } };
    if (hindi.profile?.manageTitle)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.profile.manageTitle);
  }

  // Saved on the server, not only on this device.
  await expect
    .poll(async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const response = await page.request.get('/api/admin/getUserLanguage', { headers: { access_token: token! } });
      return (await response.json()).data?.language;
    })
    .toBe('hi');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Sign out, forget this device's choice, sign in again: the server's language comes back.
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('lang', 'hi');
  await uiLogin(page, teacher.email, teacher.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('the teacher uploads a picture and sees it on the profile and in the app bar', async ({ page }) => {
  await uiLogin(page, TEACHER);
  await page.goto('/manage-profile');
  const input = page.getByTestId('profile-picture-input');

  // A text file wearing a .png name is refused before it is sent.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('profile-picture-error')).toContainText('Only PNG, JPEG or WebP images are allowed');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: samplePng(16) });
  await expect(page.getByTestId('profile-picture-saved')).toBeVisible();
  await expect(page.getByTestId('profile-picture-preview')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByTestId('user-menu').getByTestId('profile-avatar')).toHaveAttribute('data-has-picture', 'true');

  await page.goto('/profile');
  await expect(page.getByTestId('profile-page').getByTestId('profile-avatar')).toHaveAttribute(
    'data-has-picture',
    'true',
  );
  await expect(page.getByTestId('profile-page').locator('img')).toHaveJSProperty('naturalWidth', 16);
});
