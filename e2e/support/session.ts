import { type APIRequestContext, type Page, expect } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the API (fast) and returns the session token. */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/galileo/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as { access_token: string; userId: string; roles: string[] };
}

/** Signs in through the login form, as a person would, and waits for the dashboard. */
export async function uiLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard/create');
}

/** Console errors and uncaught exceptions of a page, collected as they happen. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
