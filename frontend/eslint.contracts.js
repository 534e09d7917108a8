// The front end's import contracts and size budgets (issue 14), kept apart from the style rules
// so a test can lint planted files against exactly these (src/app/eslint-contracts.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** One folder per capability under src/features; each is checked against all the others. */
export const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const FEATURE_MESSAGE =
  'A feature imports only itself and the layers below it (src/shared, src/store, src/config, src/api): move the piece to src/shared (generic) or compose the features in src/app.';

/**
 * The layers, as bulletproof-react's `import/no-restricted-paths` zones: src/app composes the
 * features, so no feature imports it; a feature never imports another; the layers features
 * stand on (src/shared, src/store: the store's shape, typed hooks and the session, src/config:
 * the route paths, src/api: the generated wire types) import neither features nor app.
 */
export const zones = [
  { target: './src/features', from: './src/app', message: 'A feature must not import src/app: src/app composes the features.' },
  ...FEATURES.map((feature) => ({ target: `./src/features/${feature}`, from: './src/features', except: [`./${feature}`], message: FEATURE_MESSAGE })),
  {
    target: ['./src/shared', './src/store', './src/config', './src/api'],
    from: ['./src/features', './src/app'],
    message: 'src/shared, src/store, src/config and src/api must not import src/features or src/app.',
  },
  { target: ['./src/config', './src/api'], from: ['./src/shared', './src/store'], message: 'src/config and src/api import nothing of ours.' },
];

const resolver = createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.json') });

export const importContracts = [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      // A circle between modules is a bug (type-only imports aside: they vanish at build).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: 'Do not reach two folders up; use @/features/<this feature>/..., @/shared, @/store or @/config.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ holds generic pieces with no domain meaning; it depends on nothing of ours.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app|store|config|test)(/|$)', message: 'src/shared must not import src/features, src/app, src/store, src/config or src/test.' },
            { regex: '^(\\.\\./)+(features|app|store|config|test)(/|$)', message: 'src/shared must not import src/features, src/app, src/store, src/config or src/test.' },
          ],
        },
      ],
    },
  },
];

/** A component file holds at most 200 lines of code (blank lines and comments not counted). */
export const sizeBudgets = [
  {
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
    },
  },
];
