import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiLogin, uiLogin, watchConsole } from '../support/session';

/**
 * Licences in Chromium against the real server. Demo School is on the Starter plan, where Bright AI is
 * locked with a 30-day trial; these journeys run in order on that one school.
 */
// Each journey signs in two or three people; under a loaded machine they need more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const OUTBOX = path.join(tmpdir(), `bright-e2e-data-${process.env.E2E_PORT ?? 3100}`, 'outbox');
const TEXT =
  'Volcanoes form where magma reaches the surface. Magma is molten rock from deep inside the earth. ' +
  'When pressure builds, the volcano erupts and lava flows out. Lava cools into new rock over time. ' +
  'Many islands, like Hawaii, were built by volcanoes.';

const dialog = (page: Page, kind: string) => page.getByTestId(`licence-dialog-${kind}`);
const buttonsOf = async (page: Page, kind: string) =>
  (
    await dialog(page, kind)
      .locator('[data-testid^="licence-dialog-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))
  ).filter((id) => id !== `licence-dialog-${kind}`);

async function brightAiState(request: APIRequestContext, token: string) {
  const response = await request.get('/api/license/read?feature=brightAi', { headers: { access_token: token } });
  return (await response.json()).data as { state: string; left: number | null };
}

test('a teacher and an admin of a Starter school each hit the locked Bright AI and get their own dialog', async ({
  page,
  browser,
  request,
}) => {
  const errors = watchConsole(page);
  const teacher = await apiLogin(request, 'teacher@demo.test');
  expect((await brightAiState(request, teacher.access_token)).state, 'Demo School starts with the trial unused').toBe(
    'TRIAL_AVAILABLE',
  );

  await uiLogin(page, 'teacher@demo.test');
  await expect(page.getByTestId('bright-ai-state')).toHaveAttribute('data-state', 'TRIAL_AVAILABLE');
  await page.getByTestId('bright-ai-open').click();
  const locked = dialog(page, 'locked');
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('heading', { name: 'Update Plan' })).toBeVisible();
  await expect(locked).toContainText('Feature Locked');
  await expect(locked).toContainText('This feature is not available in your current plan. Please contact your admin.');
  expect(await buttonsOf(page, 'locked')).toEqual(['licence-dialog-ok']);
  await locked.getByTestId('licence-dialog-ok').click();
  await expect(locked).toBeHidden();
  expect(errors.filter((line) => !line.includes('406'))).toEqual([]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await uiLogin(admin, 'admin@demo.test');
  await admin.getByTestId('bright-ai-open').click();
  const adminLocked = dialog(admin, 'locked');
  await expect(adminLocked).toContainText(
    'This feature is not available in your current plan. You can upgrade now or try it free for 30 days.',
  );
  expect(await buttonsOf(admin, 'locked')).toEqual(['licence-dialog-tryFree', 'licence-dialog-upgrade']);
  await expect(adminLocked.getByTestId('licence-dialog-upgrade')).toHaveText('Upgrade Plan');
  await adminContext.close();
});

test('the admin activates the trial: the dashboard remounts with Bright AI open, its cost and credits shown', async ({
  page,
}) => {
  await uiLogin(page, 'admin@demo.test');
  const before = await page.locator('[data-dashboard-key]').getAttribute('data-dashboard-key');
  await page.getByTestId('bright-ai-open').click();
  await dialog(page, 'locked').getByTestId('licence-dialog-tryFree').click();
  const activated = dialog(page, 'trialActivated');
  await expect(activated).toContainText('Trial activated');
  expect(await buttonsOf(page, 'trialActivated')).toEqual(['licence-dialog-upgrade', 'licence-dialog-startUsing']);
  await expect(page.locator('[data-dashboard-key]')).not.toHaveAttribute('data-dashboard-key', before ?? '0');
  await expect(page.getByTestId('bright-ai-state')).toHaveAttribute('data-state', 'TRIAL_ACTIVE');
  await activated.getByTestId('licence-dialog-startUsing').click();

  await page.getByTestId('bright-ai-open').click();
  await expect(page.getByTestId('quick-summary-cost')).toContainText('Summarising costs 1 AI credit.');
  // Other journeys (Bright AI's) may have spent some of the month's 50 already: one more goes here.
  const creditsLeft = page.getByTestId('ai-credits-left');
  await expect(creditsLeft).toHaveText(/^\d+ of 50 AI credits left this month\.$/);
  const creditsBefore = Number.parseInt((await creditsLeft.textContent()) ?? '', 10);
  await page.getByTestId('quick-summary-text').fill(TEXT);
  await page.getByTestId('quick-summary-submit').click();
  await expect(page.getByTestId('quick-summary-result')).toContainText('Key sentences');
  await expect(creditsLeft).toHaveText(`${creditsBefore - 1} of 50 AI credits left this month.`);
});

test("AI credits run out: 'AI Credit Limit Over!' for the teacher (Ok) and the admin (top-up, upgrade)", async ({
  page,
  browser,
  request,
}) => {
  const teacher = await apiLogin(request, 'teacher@demo.test');
  const charge = () =>
    request.post(
      `/api/license/validate-and-increment-license/${(teacher as { instituteKneuraId?: string }).instituteKneuraId}`,
      {
        headers: { access_token: teacher.access_token },
        data: { feature: 'aiCredits' },
      },
    );
  // Spend all but one credit through the API, as other teachers would.
  let left = (await brightAiState(request, teacher.access_token)).left ?? 0;
  while (left > 1) {
    const response = await charge();
    expect(response.status()).toBe(200);
    left = (await response.json()).data.left;
  }

  await uiLogin(page, 'teacher@demo.test');
  await page.getByTestId('bright-ai-open').click();
  await expect(page.getByTestId('ai-credits-left')).toHaveText('1 of 50 AI credits left this month.');
  await page.getByTestId('quick-summary-text').fill(TEXT);
  await page.getByTestId('quick-summary-submit').click();
  await expect(page.getByTestId('quick-summary-result')).toBeVisible();
  await page.getByTestId('quick-summary-submit').click();
  const limit = dialog(page, 'limit');
  await expect(limit.getByRole('heading', { name: 'AI Credit Limit Over!' })).toBeVisible();
  await expect(limit).toContainText("It's time to upgrade");
  await expect(limit).toContainText(
    'You have reached the limit of your current plan. To use further you need to contact your admin.',
  );
  expect(await buttonsOf(page, 'limit')).toEqual(['licence-dialog-ok']);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await uiLogin(admin, 'admin@demo.test');
  await admin.getByTestId('bright-ai-open').click();
  const adminLimit = dialog(admin, 'limit');
  await expect(adminLimit).toContainText(
    'You have reached the limit of your current plan. To use further, please upgrade your plan or top up your feature credits.',
  );
  expect(await buttonsOf(admin, 'limit')).toEqual(['licence-dialog-topUp', 'licence-dialog-upgrade']);
  await adminLimit.getByTestId('licence-dialog-topUp').click();
  await expect(admin).toHaveURL(/\/UpgradePlan#top-up$/);
  await expect(admin.getByTestId('coupon-card')).toBeVisible();
  await expect(admin.getByTestId('usage-card')).toContainText('50 of 50 credits used');
  await adminContext.close();
});

/** The newest mail to an address, decoded enough to read its links. */
function mailLinkTo(email: string, pathname: string) {
  const files = readdirSync(OUTBOX)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const raw = files
    .map((file) => readFileSync(path.join(OUTBOX, file), 'utf8'))
    .filter((text) => text.includes(`To: ${email}`))
    .at(-1);
  if (!raw) return undefined;
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)]
    .map((match) => match[0])
    .find((link) => new URL(link).pathname === pathname);
}

/** A new teacher signs up (a personal institute without a licence) through the API and the mail outbox. */
async function signUpTeacher(request: APIRequestContext) {
  const email = `e2e-licence-${Date.now()}@example.test`;
  expect((await request.post('/api/teacher/signup', { data: { email } })).status()).toBe(200);
  let link: string | undefined;
  await expect.poll(() => (link = mailLinkTo(email, '/register-profile')), { timeout: 10_000 }).toBeTruthy();
  const token = new URL(link!).searchParams.get('vid') ?? new URL(link!).searchParams.get('token');
  const response = await request.post('/api/teacher/createAccount', {
    data: { token, firstName: 'Lina', lastName: 'Licence', password: 'river-stone-42', acceptTerms: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return {
    email,
    password: 'river-stone-42',
    ...((await response.json()).data as { instituteKneuraId: string; access_token: string }),
  };
}

test('the operator tool creates a licence and a coupon that the admin redeems once', async ({
  page,
  browser,
  request,
}) => {
  const owner = await signUpTeacher(request);
  const operator = await apiLogin(request, 'operator@demo.test');

  // The operator (of no institute) lands on the console.
  await page.goto('/login');
  await page.getByTestId('login-email').fill('operator@demo.test');
  await page.getByTestId('login-password').fill('demo1234');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('operator-page')).toBeVisible();
  await page.getByTestId('operator-search').fill(owner.instituteKneuraId);
  await page.getByTestId(`operator-institute-${owner.instituteKneuraId}`).click();
  await page.getByTestId('operator-create-licence').click();
  await expect(page.getByTestId('operator-licence-summary')).toContainText('Starter plan, FULL');
  const again = await request.post('/api/operator/license/create', {
    headers: { access_token: operator.access_token },
    data: { instituteKneuraId: owner.instituteKneuraId, planCode: 'STARTER_PLAN' },
  });
  expect(await again.json()).toEqual({
    message: 'License is already exist for this institute',
    code: 'licence.alreadyExists',
  });

  await page.getByTestId('operator-tab-coupons').click();
  const code = `E2E-${Date.now()}`;
  await page.getByTestId('coupon-new-code').fill(code);
  await page.getByTestId('coupon-new-credits').fill('100');
  await page.getByTestId('coupon-create').click();
  await expect(page.getByTestId(`coupon-row-${code}`)).toContainText('Not redeemed');

  const ownerContext = await browser.newContext();
  const admin = await ownerContext.newPage();
  await uiLogin(admin, owner.email, owner.password);
  await expect(admin.getByTestId('licence-summary')).toContainText('Starter plan');
  await admin.getByTestId('licence-plans-link').click();
  await expect(admin.getByTestId('plan-STARTER_PLAN').getByTestId('plan-current')).toBeVisible();
  await admin.getByTestId('coupon-code').fill(code.toLowerCase());
  await admin.getByTestId('coupon-redeem').click();
  await expect(admin.getByText('Coupon redeemed. Your plan: Ultimate')).toBeVisible();
  await expect(admin.getByTestId('plan-ULTIMATE_PLAN').getByTestId('plan-current')).toBeVisible();
  await expect(admin.getByTestId('limit-aiCredits')).toHaveText('0 of 2100');
  await admin.getByTestId('coupon-code').fill(code);
  await admin.getByTestId('coupon-redeem').click();
  await expect(admin.getByText('This coupon has already been redeemed')).toBeVisible();

  await page.reload();
  await page.getByTestId('operator-tab-coupons').click();
  await expect(page.getByTestId(`coupon-row-${code}`)).toContainText('Redeemed by Lina');

  // Landing by plan: a large plan lands on /dashboard/content.
  const moved = await request.post('/api/operator/license/change-plan', {
    headers: { access_token: operator.access_token },
    data: { instituteKneuraId: owner.instituteKneuraId, planCode: 'LARGE_INSTITUTE' },
  });
  expect(moved.status()).toBe(200);
  await admin.goto('/dashboard');
  await expect(admin).toHaveURL(/\/dashboard\/content$/);
  await ownerContext.close();
});

test('a newly signed-up administrator is offered the plans, not told to ask their admin', async ({ page, request }) => {
  const owner = await signUpTeacher(request);
  await uiLogin(page, owner.email, owner.password);
  const summary = page.getByTestId('licence-summary');
  await expect(summary).toContainText('choose a plan to open more features');
  await expect(summary).not.toContainText('ask your admin');
});
