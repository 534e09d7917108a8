import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { importContracts, sizeBudgets } from './eslint.contracts.js';

export default tseslint.config(
  // src/api/schema.d.ts is generated from the OpenAPI document (scripts/api-schema.sh).
  { ignores: ['dist', 'node_modules', 'coverage', 'src/api/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: {
      'react-hooks': reactHooks,
      'react-refresh': reactRefresh,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A screen's module may also export its first calls (`screenStart`, app/route-table.ts).
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true, allowExportNames: ['screenStart'] }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // RTK Query spells an endpoint without arguments as build.query<Result, void>.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  ...importContracts,
  ...sizeBudgets,
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'react-refresh/only-export-components': 'off',
    },
  },
  {
    files: ['eslint.config.js', 'eslint.contracts.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
