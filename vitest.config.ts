import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,engine,ui,api,bench,fixtures,tests,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Runs PGlite's initdb once; every in-memory test database starts from its dump.
    globalSetup: ['tests/support/pgliteTemplate.ts'],
  },
});
