import { defineConfig } from 'vitest/config';

// Tests that need the built product (apps/*/dist): the root test command runs them right after its build.
export default defineConfig({
  test: {
    name: 'built',
    environment: 'node',
    include: ['test/built/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
  },
});
