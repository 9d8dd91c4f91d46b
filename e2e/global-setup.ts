import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Runs after the webServer is up. Fails early with a clear message when Debian's Chromium is missing
 * (Playwright must not download one) or when the server on the port is not a fresh demo server.
 */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  }
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('playwright.config.ts sets no baseURL');
  const response = await fetch(new URL('/api/health', baseURL));
  if (!response.ok) throw new Error(`GET /api/health answered ${response.status}`);
  const body = (await response.json()) as { data?: { migrations?: { pending?: number } } };
  if (body.data?.migrations?.pending !== 0) {
    throw new Error(`The e2e server has pending migrations: ${JSON.stringify(body.data?.migrations)}`);
  }
}
