import { expect, test } from '../support/test';

test.describe('server smoke', () => {
  test('GET /api/health reports the embedded database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(body.data.migrations.pending).toBe(0);
  });

  test('the OpenAPI document lists the login route', async ({ request }) => {
    const response = await request.get('/api/openapi.json');
    expect(response.status()).toBe(200);
    const document = await response.json();
    expect(Object.keys(document.paths)).toContain('/api/galileo/login');
  });

  test('Chromium opens the server', async ({ page }) => {
    const response = await page.goto('/api/health');
    expect(response?.status()).toBe(200);
    await expect(page.locator('body')).toContainText('"database":"pglite"');
  });
});
