import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { shoot } from '../support/screenshots';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

/** playwright.config.ts starts the server without SMTP_URL: mails land here as .eml files. */
const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');
const PASSWORD = 'river-stone-42';

/** The links of every mail to an address, oldest first, decoded (quoted-printable) enough to read them. */
function linksMailedTo(email: string) {
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
    .filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    )
    .flatMap((text) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]));
}

async function mailedLink(email: string, pathname: string) {
  let link: string | undefined;
  await expect
    .poll(() => (link = linksMailedTo(email).find((each) => new URL(each).pathname === pathname)), {
      timeout: 10_000,
    })
    .toBeTruthy();
  return link!;
}

async function class6A(request: Parameters<typeof apiLogin>[0]) {
  const { access_token } = await apiLogin(request, 'teacher@demo.test');
  const response = await request.get('/api/admin/class/getUserClasses', { headers: { access_token } });
  const classes = (await response.json()).data as Array<{ classId: string; name: string; joinCode: string }>;
  return classes.find((each) => each.name === 'Class 6A')!;
}

test('signed out, the join link says to sign in or to ask the teacher, never to sign up alone', async ({
  page,
  request,
}) => {
  const { joinCode } = await class6A(request);
  await page.goto(`/join/${joinCode}/by-students`);
  await expect(page.getByTestId('join-sign-in')).toBeVisible();
  await expect(page.getByTestId('join-no-account')).toContainText(
    'Ask your teacher: they can add you to this class, or invite you by email from the class page.',
  );
  await expect(page.getByRole('link', { name: /sign up/i })).toHaveCount(0);
  await shoot(page, 'join-signed-out');
  await page.goto(`/join/${joinCode}/by-students?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('join-no-account')).toContainText('اطلب من معلمك');
  await shoot(page, 'join-signed-out-arabic');
});

test('a teacher invites a new student by email from Class 6A; the student signs up from the mail and is in the class', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  const { classId } = await class6A(request);
  const email = `e2e-invited-${Date.now()}@example.test`;

  await uiLogin(page, 'teacher@demo.test');
  await page.goto(`/classes/${classId}?tab=people`);
  await page.getByTestId('invite-student').click();
  const dialog = page.getByRole('dialog', { name: 'Invite a student by email' });
  await dialog.getByTestId('invite-submit').click();
  await expect(dialog.getByText('Please enter Email Address')).toBeVisible();
  await expect(dialog.getByText('Please enter FirstName Name')).toBeVisible();
  await dialog.getByTestId('invite-email').fill(email);
  await dialog.getByTestId('invite-firstName').fill('Nia');
  await dialog.getByTestId('invite-lastName').fill('Newcomer');
  await shoot(page, 'class-invite-dialog');
  await dialog.getByTestId('invite-submit').click();
  await expect(page.getByText('Nia Newcomer is in the class and was invited by email to sign up')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const line = page.getByTestId('class-student').filter({ hasText: email });
  await expect(line).toContainText('Invited');
  expect(errors).toEqual([]);

  // The student, in a browser of their own, follows the mailed link.
  const context = await browser.newContext();
  const student = await context.newPage();
  const studentErrors = watchConsole(student);
  await student.goto(await mailedLink(email, '/signup'));
  await expect(student.getByTestId('signup-email')).toHaveValue(email);
  await expect(student.getByTestId('role-learner').getByRole('radio')).toBeChecked();
  await student.getByTestId('accept-terms').check();
  await student.getByTestId('signup-submit').click();
  await expect(student.getByTestId('signup-sent')).toContainText(email);

  await student.goto(await mailedLink(email, '/register-profile'));
  await expect(student.getByTestId('register-form')).toContainText(email);
  await student.getByTestId('register-password').fill(PASSWORD);
  await student.getByTestId('register-confirm-password').fill(PASSWORD);
  await student.getByTestId('accept-terms').check();
  await student.getByTestId('register-submit').click();
  await student.waitForURL('**/dashboard/create');
  await student.goto('/classes');
  await expect(student.getByTestId('class-card').filter({ hasText: 'Class 6A' })).toBeVisible();
  await shoot(student, 'invited-student-classes');
  expect(studentErrors).toEqual([]);
  await context.close();

  // The teacher's list shows them registered now.
  await page.reload();
  await expect(page.getByTestId('class-student').filter({ hasText: email })).not.toContainText('Invited');
});
