import { defineConfig } from 'vitest/config';

// Every server test runs against a real database: PGlite by default (one migrated snapshot per run,
// restored per file), or a fresh schema per file on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    name: 'db',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Tests of the built product run after the build (vitest.built.config.ts, npm run test:built).
    exclude: ['test/built/**', '**/node_modules/**'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
  },
});
