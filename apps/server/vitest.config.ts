import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module registry of their own. */
const MOCKING_FILES = [
  'src/lib/logger.test.ts',
  'src/modules/passwords/passwords.routes.test.ts',
  'src/modules/signup/signup.routes.test.ts',
];

// Every server test runs against a real database: PGlite by default (one migrated snapshot per run,
// restored per file), or a fresh schema per file on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'db',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Tests of the built product run after the build (vitest.built.config.ts, npm run test:built).
          exclude: ['test/built/**', '**/node_modules/**', ...MOCKING_FILES],
          // A worker keeps the app's modules loaded from one file to the next: importing the app anew for
          // each of about 140 files was two thirds of the run. Each file still opens its own database
          // and app, so no state but module-level caches carries over.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'db-mocking', include: MOCKING_FILES } },
    ],
  },
});
