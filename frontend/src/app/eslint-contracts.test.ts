import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { FEATURES, importContracts, sizeBudgets } from '../../eslint.contracts.js';

const root = join(import.meta.dirname, '../..');

/** ESLint with only the contracts (no type-aware rules), so planted files need not exist on disk. */
const contracts = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
    ...importContracts,
    ...sizeBudgets,
  ],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await contracts.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

const importing = (specifier: string) => `import { piece } from '${specifier}';\nexport const used = piece;\n`;

describe('the front end import contracts', () => {
  it('checks every feature folder', () => {
    expect(FEATURES).toEqual(expect.arrayContaining(['accounts', 'catalogue', 'chat', 'orders', 'shops', 'site', 'wallet']));
  });

  it('refuses a feature importing another feature', async () => {
    const found = await problems('src/features/catalogue/planted.ts', importing('@/features/orders/api/cart-api'));
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports only itself/)]);
  });

  it('refuses a feature importing anything of src/app, types too', async () => {
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/router'))).toHaveLength(1);
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/console/sections'))).toHaveLength(1);
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/store'))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature must not import src\/app/),
    ]);
    const typeOnly = "import type { AppStore } from '@/app/store';\nexport type Planted = AppStore;\n";
    expect(await problems('src/features/wallet/planted.ts', typeOnly)).toHaveLength(1);
  });

  it('lets a feature use itself, shared, the store, the route paths and the wire types', async () => {
    const code = [
      "import type { RootState } from '@/store/root-state';",
      "import type { components } from '@/api/schema';",
      "import { useAppSelector } from '@/store/hooks';",
      "import { paths } from '@/config/paths';",
      "import { selectUser } from '@/store/session/session-slice';",
      "import { formatMoney } from '@/shared/format';",
      "import { walletApi } from '@/features/wallet/api/wallet-api';",
      "import { amountRule } from '../amount';",
      'export const all = [useAppSelector, paths, selectUser, formatMoney, walletApi, amountRule] as const;',
      "export type State = RootState | components['schemas']['WealthInfoView'];",
    ].join('\n');
    expect(await problems('src/features/wallet/components/planted.tsx', code)).toEqual([]);
  });

  it('refuses shared importing a feature, the app, the store or the paths', async () => {
    expect(await problems('src/shared/components/planted.tsx', importing('@/features/chat/api/chat-api'))).not.toEqual([]);
    expect(await problems('src/shared/components/planted.tsx', importing('@/app/router'))).not.toEqual([]);
    expect(await problems('src/shared/components/planted.tsx', importing('../../app/router'))).not.toEqual([]);
    expect(await problems('src/shared/components/planted.tsx', importing('@/store/hooks'))).not.toEqual([]);
    expect(await problems('src/shared/components/planted.tsx', importing('@/config/paths'))).not.toEqual([]);
    expect(await problems('src/shared/components/planted.tsx', importing('@/shared/format'))).toEqual([]);
  });

  it('refuses the store and the paths importing a feature or the app', async () => {
    expect(await problems('src/store/session/planted.ts', importing('@/features/orders/api/cart-api'))).toHaveLength(1);
    expect(await problems('src/store/planted.ts', importing('@/app/store'))).toHaveLength(1);
    expect(await problems('src/config/planted.ts', importing('@/features/site/components/not-found-page'))).toHaveLength(1);
    expect(await problems('src/config/planted.ts', importing('@/store/hooks'))).toHaveLength(1);
  });

  it('refuses a circle of imports', async () => {
    // store/use-layout-options.ts imports useAppDispatch from store/hooks.ts: hooks importing it back closes a circle.
    const found = await problems('src/store/hooks.ts', importing('@/store/use-layout-options'));
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});

describe('the component size budget', () => {
  const component = (codeLines: number, padding = 0) =>
    [
      'export function Planted() {',
      '  const values: number[] = [];',
      ...Array.from({ length: codeLines - 4 }, (_, index) => `  values.push(${index});`),
      ...Array.from({ length: padding }, () => '  // a comment\n'),
      '  return values.length;',
      '}',
    ].join('\n');

  it('refuses a component file of more than 200 lines of code', async () => {
    expect(await problems('src/features/site/components/planted.tsx', component(201))).toEqual([
      expect.stringMatching(/^max-lines: File has too many lines \(201\)/),
    ]);
  });

  it('does not count blank lines and comments', async () => {
    expect(await problems('src/features/site/components/planted.tsx', component(200, 80))).toEqual([]);
  });
});

describe('the project configuration', () => {
  it('applies the contracts to the real source tree', async () => {
    const eslint = new ESLint({ cwd: root });
    const config = (await eslint.calculateConfigForFile(`${root}/src/features/catalogue/components/home-page.tsx`)) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['no-restricted-imports']).toBeDefined();
    expect(config.rules['max-lines']).toEqual([2, { max: 200, skipBlankLines: true, skipComments: true }]);
  });
});
