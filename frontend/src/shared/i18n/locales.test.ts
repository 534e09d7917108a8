import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const localeDir = join(import.meta.dirname, '../../locales');
/** The back office's texts, loaded with its lazy routes (see console-messages.ts). */
const consoleLocaleDir = join(localeDir, 'console');
/** The wallet connection's texts, loaded with the wallet screens (see features/wallet/chain/chain-messages.ts). */
const walletLocaleDir = join(localeDir, 'wallet');
const srcDir = join(import.meta.dirname, '../..');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const readTree = (dir: string, code: string): Tree => JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Tree;

// Each language's shop, console and wallet texts together: all must be complete and translated.
const locales = new Map(
  LANGUAGES.map((code) => [
    code,
    new Map([
      ...flatten(readTree(localeDir, code)),
      ...flatten(readTree(consoleLocaleDir, code)),
      ...flatten(readTree(walletLocaleDir, code)),
    ]),
  ]),
);
const en = locales.get('en') ?? new Map<string, string>();
const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();

describe('locale files', () => {
  it.each(LANGUAGES.filter((code) => code !== 'en'))('%s has exactly the keys of en', (code) => {
    const keys = [...(locales.get(code)?.keys() ?? [])].sort();
    expect(keys).toEqual([...en.keys()].sort());
  });

  it.each(LANGUAGES)('%s has no empty texts and keeps every placeholder', (code) => {
    for (const [key, text] of locales.get(code) ?? []) {
      expect(text.trim(), `${code} ${key}`).not.toBe('');
      expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(en.get(key) ?? ''));
    }
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))('%s is translated, not copied from en', (code) => {
    const same = [...(locales.get(code) ?? [])].filter(([key, text]) => en.get(key) === text);
    // A few words are the same in some languages ('Password', 'Home' in Italian).
    expect(same.length / en.size).toBeLessThan(0.1);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('console locale files', () => {
  it.each(LANGUAGES)('%s keeps every console text under `console`, apart from the shop texts', (code) => {
    const consoleKeys = [...flatten(readTree(consoleLocaleDir, code)).keys()];
    expect(consoleKeys.length).toBeGreaterThan(0);
    expect(consoleKeys.filter((key) => !key.startsWith('console.'))).toEqual([]);
    expect(Object.keys(readTree(localeDir, code))).not.toContain('console');
  });
});

describe('wallet locale files', () => {
  it.each(LANGUAGES)('%s keeps every wallet connection text under `chain`, apart from the shop texts', (code) => {
    const walletKeys = [...flatten(readTree(walletLocaleDir, code)).keys()];
    expect(walletKeys.length).toBeGreaterThan(0);
    expect(walletKeys.filter((key) => !key.startsWith('chain.'))).toEqual([]);
    expect(Object.keys(readTree(localeDir, code))).not.toContain('chain');
  });
});

describe('keys used in the source', () => {
  it('exist in en', () => {
    const namespaces = [...new Set([...en.keys()].map((key) => key.split('.')[0]))].join('|');
    const keyPattern = new RegExp(`['\`]((?:${namespaces})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*)['\`]`, 'g');
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
        const key = match[1] ?? '';
        if (!en.has(key) && !/^api\.error_/.test(key)) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
