// Lint rules, including the folder import boundaries described in docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importBoundaryConfigs } from './tests/lint/boundaries.js';

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'data/**', 'test-results/**', 'playwright-report/**',
      'fixtures/generated/**', 'tests/lint/fixtures/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...importBoundaryConfigs,
);
