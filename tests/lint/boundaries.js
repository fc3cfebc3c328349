// Folder import boundaries (see docs/architecture.md). Kept in one module so the lint
// configuration and the test that proves the rules bite share the same definition.

const nodeBuiltins = {
  regex: '^node:|^(fs|path|os|child_process|crypto|http|https|net|url|worker_threads|stream)(/|$)',
  message: 'Browser and pure code must not use Node APIs.',
};
const reactFamily = {
  regex: '^(react|react-dom|react-redux|@reduxjs/toolkit|@xstate/react)(/|$)',
  message: 'The engine never imports React or Redux.',
};
const folder = (name, message) => ({ regex: `(^|/)${name}(/|$)`, message });

const intoDomainOnly = 'domain/ is pure: it imports nothing else in the repository.';
const apiMessage = 'api/ imports domain/ only.';

/**
 * A sibling folder inside api/ reached by a relative import (`../services/x`, `../../routes/y`);
 * `api/` folders are only ever imported relatively, so an upward climb names them.
 */
const apiFolder = (name, message) => ({ regex: `^(\\.\\./)+${name}/`, message });

/** What every api/ file may not import, plus the extra rules of one layer. */
const apiPatterns = (...layerRules) => [
  reactFamily,
  folder('(engine|ui|bench|tests)', apiMessage),
  ...layerRules,
];

/** One flat-config block per top-level folder, each with its forbidden import patterns. */
export const importBoundaryConfigs = [
  {
    files: ['domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          nodeBuiltins,
          reactFamily,
          folder('(engine|ui|api|bench|fixtures|tests)', intoDomainOnly),
        ],
      }],
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          nodeBuiltins,
          reactFamily,
          folder('(ui|api|bench|tests)', 'The engine never imports ui/, api/, bench/ or tests/.'),
        ],
      }],
    },
  },
  // The engine's unit tests share helpers with the other suites (tests/support/); its code does not.
  {
    files: ['engine/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          nodeBuiltins,
          reactFamily,
          folder('(ui|api|bench)', 'Engine tests never import ui/, api/ or bench/.'),
          { regex: '(^|/)tests/(?!support/)', message: 'Engine tests import from tests/support/ only.' },
        ],
      }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          nodeBuiltins,
          {
            regex: '(^|/)engine/(?!(index|early)(\\.ts)?$).+',
            message: 'ui/ imports engine/index.ts (or engine/early.ts, the light entry a page loads first) only, nothing deeper.',
          },
          folder('(api|bench|tests)', 'ui/ imports engine/index.ts, engine/early.ts and domain/ only.'),
        ],
      }],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: apiPatterns() }],
    },
  },
  // Layers inside api/: routes -> services -> repositories -> sql, never upwards.
  {
    files: ['api/services/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: apiPatterns(apiFolder('routes', 'api/services/ never imports routes/: routes call services, not the other way.')) }],
    },
  },
  {
    files: ['api/repositories/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: apiPatterns(apiFolder('(routes|services)', 'api/repositories/ never imports services/ or routes/: they sit above it (routes -> services -> repositories -> sql).')),
      }],
    },
  },
  {
    files: ['api/sql/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: apiPatterns(apiFolder('(routes|services|repositories|db|storage)', 'api/sql/ builds SQL text only: it never imports routes/, services/, repositories/, db/ or storage/.')),
      }],
    },
  },
];
