import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,engine,ui,api,bench,fixtures,tests,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: most API files wait on servers and timers, so a second worker nearly
    // halves the suite on a two-core machine (vitest's default is one worker fewer than the cores).
    maxWorkers: 2,
  },
});
