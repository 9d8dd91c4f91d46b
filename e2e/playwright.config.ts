import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Playwright drives Debian's Chromium only; it must never download a browser.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const isCI = process.env.CI === 'true' || process.env.CI === '1';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Every journey's browser flags; a journey that needs more (fake camera) adds to these. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** 3100 unless E2E_PORT says otherwise (two runs on one machine). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Deleted before every start, so each run begins on an empty database with the demo institute. */
export const DATA_DIR = path.join(tmpdir(), `bright-e2e-data-${PORT}`);

const removeDataDir = `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })"`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: isCI ? 1 : 2,
  retries: isCI ? 1 : 0,
  // Each screen is also checked with axe-core (support/test.ts), about a second apiece. CI runs three
  // shards at once on two cores (scripts/test-all.mjs), so a journey there may take twice as long.
  timeout: isCI ? 120_000 : 60_000,
  expect: { timeout: isCI ? 10_000 : 5_000 },
  // scripts/test-all.mjs sets PLAYWRIGHT_JSON_OUTPUT_FILE to read the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  // The built server (npm run build first), on a fresh embedded database with the demo institute.
  webServer: {
    command: `${removeDataDir} && exec node apps/server/dist/main.js`,
    cwd: root,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_DEMO: 'true',
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      // The Bright AI journeys point the demo school's own AI service at a loopback OpenAI-format server.
      AI_PROVIDER_ALLOW_PRIVATE: 'true',
    },
    reuseExistingServer: false,
    // A first start on a busy 2-core machine has been seen to take close to a minute.
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
