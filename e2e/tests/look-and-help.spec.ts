import { expect, test } from '../support/test';
import { uiLogin } from '../support/session';
import { shoot } from '../support/screenshots';

test('dark mode from ?mode=dark is kept for the next visit', async ({ page }) => {
  await page.goto('/login?mode=dark');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).toBe('rgb(18, 18, 24)');
  await page.goto('/login');
  await expect.poll(background).toBe('rgb(18, 18, 24)');
  await page.goto('/login?mode=light');
  await page.goto('/login');
  await expect.poll(background).toBe('rgb(247, 247, 250)');
});

test('Hindi loads the Devanagari web font, so the page needs no font installed', async ({ page }) => {
  await page.goto('/login?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const devanagariLoaded = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.includes('Noto Sans Devanagari') && face.status === 'loaded',
      );
    });
  await expect.poll(devanagariLoaded, { timeout: 10_000 }).toBe(true);
  // English does not fetch it.
  await page.goto('/login?lang=en');
  const families = await page.evaluate(() => [...document.fonts].map((face) => face.family).join(','));
  expect(families).not.toContain('Devanagari');
});

test('sign-up links to the terms, privacy and licence pages; the footer links Help and the contact pages', async ({
  page,
}) => {
  await page.goto('/signup');
  const links = page.getByTestId('terms-links').getByRole('link');
  await expect(links).toHaveText(['Terms of Use', 'Privacy Policy', 'Licence agreement']);
  await page.goto('/terms');
  await expect(page.getByTestId('legal-terms').getByRole('heading', { level: 1 })).toHaveText('Terms of Use');
  await expect(page.getByTestId('legal-terms')).toContainText('free, open-source software');
  await page.goto('/privacy');
  await expect(page.getByTestId('legal-privacy')).toContainText('The authors of the software receive none of it');
  await page.goto('/licence');
  await expect(page.getByTestId('legal-licence')).toContainText('GNU Affero General Public License');
  await expect(page.getByTestId('agpl-full-text')).toHaveAttribute(
    'href',
    'https://www.gnu.org/licenses/agpl-3.0.html',
  );
  await expect(page.getByTestId('footer-contact-us')).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('footer-contact-sales')).toHaveAttribute('href', /^https?:\/\//);
  await page.getByTestId('footer-help').click();
  await expect(page.getByTestId('help-page')).toBeVisible();
});

test('Help and Support: FAQ, the manual of one’s own role first, troubleshooting; in English and Arabic', async ({
  page,
}) => {
  await uiLogin(page, 'student1@demo.test');
  await page.getByTestId('footer-help').click();
  const help = page.getByTestId('help-page');
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('Help and Support');
  await expect(page.getByTestId('manual-tab-student')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('manual-steps')).toContainText('My Assessments');
  await page.getByRole('button', { name: 'How do students get into a class?' }).click();
  await expect(help).toContainText('Pending requests');
  await page.getByTestId('manual-tab-teacher').click();
  await expect(page.getByTestId('manual-steps')).toContainText('Take attendance');
  await expect(page.getByTestId('faq-item')).toHaveCount(8);
  await expect(page.getByTestId('trouble-item').first()).toContainText('I forgot my password.');
  await shoot(page, 'help-en');
  await page.goto('/help?lang=ar');
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('المساعدة والدعم');
  await expect(page.getByTestId('faq-item').first()).not.toContainText('What is Bright Classroom?');
  await shoot(page, 'help-ar');
});

for (const email of ['teacher@demo.test', 'student1@demo.test']) {
  test(`${email.split('@')[0]}'s dashboard passes axe in English and Arabic, light and dark`, async ({ page }) => {
    test.setTimeout(60_000);
    await uiLogin(page, email);
    for (const [lang, mode] of [
      ['en', 'light'],
      ['ar', 'light'],
      ['ar', 'dark'],
      ['en', 'dark'],
    ] as const) {
      await page.goto(`/dashboard/create?lang=${lang}&mode=${mode}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('site-footer')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shoot(page, `dashboard-${email.split('@')[0]}-${lang}-${mode}`);
    }
  });
}
