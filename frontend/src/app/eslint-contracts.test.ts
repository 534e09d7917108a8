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
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: .*features\/catalogue must not import another feature/)]);
  });

  it('refuses a feature importing the parts of app that compose features', async () => {
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/router'))).toHaveLength(1);
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/console/sections'))).toHaveLength(1);
    expect(await problems('src/features/wallet/planted.ts', importing('@/app/store'))).toHaveLength(1);
  });

  it('lets a feature use itself, shared, the app hooks, store types, paths and session', async () => {
    const code = [
      "import type { RootState } from '@/app/store';",
      "import { useAppSelector } from '@/app/hooks';",
      "import { paths } from '@/config/route-meta';",
      "import { selectUser } from '@/app/session/session-slice';",
      "import { formatMoney } from '@/shared/format';",
      "import { walletApi } from '@/features/wallet/api/wallet-api';",
      "import { amountRule } from '../amount';",
      'export const all = [useAppSelector, paths, selectUser, formatMoney, walletApi, amountRule] as const;',
      'export type State = RootState;',
    ].join('\n');
    expect(await problems('src/features/wallet/components/planted.tsx', code)).toEqual([]);
  });

  it('refuses shared importing a feature or the app', async () => {
    expect(await problems('src/shared/components/planted.tsx', importing('@/features/chat/api/chat-api'))).toHaveLength(1);
    expect(await problems('src/shared/components/planted.tsx', importing('@/app/routes'))).toHaveLength(1);
    expect(await problems('src/shared/components/planted.tsx', importing('../../app/routes'))).toHaveLength(1);
    expect(await problems('src/shared/components/planted.tsx', importing('@/shared/format'))).toEqual([]);
  });

  it('refuses the app modules features use importing a feature back', async () => {
    expect(await problems('src/app/session/planted.ts', importing('@/features/orders/api/cart-api'))).toHaveLength(1);
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
