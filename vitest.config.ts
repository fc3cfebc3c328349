import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files that assert how long something took or how promptly the server kept answering
 * (its event loop while other work ran). They run after the rest, one file at a time, so the
 * suite's other files do not share the machine with their measurements.
 */
const measuringFiles = [
  'tests/api/geocodingHardening.test.ts',
  'tests/api/geocoderAnswers.test.ts',
  'tests/api/uploadsOffLoop.test.ts',
  'tests/api/hostileInput.property.test.ts',
  'tests/api/loginHardening.test.ts',
];

export default defineConfig({
  test: {
    // No file list here: each project names its own files (a project's lists add to the root's).
    exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Memory tests collect garbage before and after they measure: without it, garbage of the
    // work under test counted too and a marker's bytes varied by run (204.6 against 200 once).
    execArgv: ['--expose-gc'],
    // Runs PGlite's initdb once; every in-memory test database starts from its dump.
    globalSetup: ['tests/support/pgliteTemplate.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['{domain,engine,ui,api,bench,fixtures,tests,scripts}/**/*.test.{ts,tsx}'],
          exclude: measuringFiles,
          // One file per core: many files wait on servers, databases and timers, so even on two
          // cores this keeps both busy (the default leaves one core for the runner).
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'measuring',
          include: measuringFiles,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
