// The front end's import contracts and size budgets (issue 14), kept apart from the style rules
// so a test can lint planted files against exactly these (src/app/eslint-contracts.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** One folder per capability under src/features; each is checked against all the others. */
export const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The part of src/app a feature may use: the typed hooks, the store's types, the route paths,
 * the session, the layout options and the chat dock's state. The rest of app/ (router, layouts,
 * console shell, listeners) composes features, so a feature importing it would close a circle.
 */
const APP_FOR_FEATURES = ['hooks', 'routes', 'use-layout-options', 'chat-dock-slice', 'session/[a-z-]+'];

// The store itself is checked by its own entry below (types only).
const appForFeatures = `^@/app/(?!(?:${[...APP_FOR_FEATURES, 'store'].join('|')})$)`;

const featureContract = (feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@/app/store',
            allowTypeImports: true,
            message: 'A feature uses the store only through @/app/hooks and its types.',
          },
        ],
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: `features/${feature} must not import another feature: move the piece to src/shared (generic) or compose the features in src/app.`,
          },
          {
            regex: appForFeatures,
            allowTypeImports: true,
            message: `A feature may import from src/app only ${APP_FOR_FEATURES.join(', ')} (and the store's types).`,
          },
          {
            regex: '^\\.\\./\\.\\./',
            message: 'Do not reach two folders up; use @/features/<this feature>/..., @/shared or @/app.',
          },
        ],
      },
    ],
  },
});

export const importContracts = [
  ...FEATURES.map(featureContract),
  {
    // shared/ holds generic pieces with no domain meaning; it depends on nothing of ours.
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app|test)(/|$)', message: 'src/shared must not import src/features, src/app or src/test.' },
            { regex: '^(\\.\\./)+(features|app|test)(/|$)', message: 'src/shared must not import src/features, src/app or src/test.' },
          ],
        },
      ],
    },
  },
  {
    // Tests of shared pieces may build a whole store (src/test, src/app), never use a feature.
    files: ['src/shared/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^@/features/', message: 'A test of src/shared must not import src/features.' }] },
      ],
    },
  },
  {
    // The app modules features import must not import features back (types aside).
    files: [
      'src/app/hooks.ts',
      'src/app/routes.ts',
      'src/app/use-layout-options.ts',
      'src/app/chat-dock-slice.ts',
      'src/app/session/**/*.{ts,tsx}',
    ],
    ignores: ['src/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/',
              allowTypeImports: true,
              message: 'Features import this module, so it must not import a feature (types aside).',
            },
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
