import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uiLogin } from '../support/session';

/** Every API call of the page that was refused or failed, as "status METHOD path". */
function watchFailedCalls(page: Page) {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    }
  });
  return failed;
}

const TABS = ['attendance', 'behaviour', 'feed', 'schedule', 'tests', 'people'];

for (const email of ['student2@demo.test', 'teacher@demo.test']) {
  test(`${email} opens every tab of Class 6A without one refused call or error snackbar`, async ({ page }) => {
    test.setTimeout(60_000);
    const failed = watchFailedCalls(page);
    await uiLogin(page, email);
    await page.getByTestId('nav-classes').click();
    // The dashboard names Class 6A too: pick it from the classes page's own list.
    await page.getByTestId('class-list').getByText('Class 6A').first().click();
    await expect(page.getByTestId('class-name')).toHaveText('Class 6A');
    await page.waitForLoadState('networkidle');
    for (const tab of TABS) {
      await page.getByTestId(`class-tab-${tab}`).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
      await page.waitForLoadState('networkidle');
    }
    expect(failed).toEqual([]);
    await expect(
      page.locator('.MuiSnackbar-root .MuiAlert-standardError, .MuiSnackbar-root .MuiAlert-filledError'),
    ).toHaveCount(0);
  });
}
