import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Mantine's styles are imported per component (mantine-styles.ts says why). A component whose
// stylesheet is missing renders unstyled: the list's filter drawer once appeared after the
// footer on a phone, and the stock checkbox's ✓ hung loose, because their styles came only with
// the header's menu. So every module that renders a Mantine component must reach that
// component's stylesheets, and those of every Mantine component it is built on, through its own
// static imports or the entry's, wherever it is first used; and a module rendering another Mantine
// package's components (the rich-text editor's, the carousel's) must reach that package's styles.css.

const frontend = join(import.meta.dirname, '../..');
const src = join(frontend, 'src');
const mantineEsm = join(frontend, 'node_modules/@mantine/core/esm');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The module a local specifier names (relative or `@/`), or undefined for a package. */
function localModule(fromFile: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : undefined;
  if (base === undefined) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

interface StaticImports {
  modules: string[];
  stylesheets: string[];
  mantineComponents: string[];
  /** Mantine packages beside core whose values the module uses, e.g. `tiptap`. */
  mantinePackages: string[];
}

/** Whether a Mantine package ships its own stylesheet (`@mantine/<name>/styles.css`). */
function hasStylesheet(mantinePackage: string): boolean {
  return existsSync(join(frontend, 'node_modules/@mantine', mantinePackage, 'styles.css'));
}

/** Whether an import takes a component (a capitalized value, not a type or a function). */
function rendersComponent(statement: ts.ImportDeclaration): boolean {
  const bindings = statement.importClause?.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.some((element) => !element.isTypeOnly && /^[A-Z]/.test((element.propertyName ?? element.name).text));
}

/** What a module imports statically (a dynamic `import()` loads later, with its own styles). */
function staticImports(file: string): StaticImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: StaticImports = { modules: [], stylesheets: [], mantineComponents: [], mantinePackages: [] };
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword) continue;
    const specifier = statement.moduleSpecifier.text;
    const stylesheet = /^@mantine\/core\/styles\/(\w+)\.css$/.exec(specifier);
    if (stylesheet) found.stylesheets.push(stylesheet[1] ?? '');
    const packageSheet = /^@mantine\/(\w+)\/styles\.css$/.exec(specifier);
    if (packageSheet) found.stylesheets.push(`@mantine/${packageSheet[1] ?? ''}`);
    const mantinePackage = /^@mantine\/(\w+)$/.exec(specifier)?.[1];
    if (mantinePackage && mantinePackage !== 'core' && hasStylesheet(mantinePackage) && rendersComponent(statement)) {
      found.mantinePackages.push(mantinePackage);
    }
    const bindings = statement.importClause?.namedBindings;
    if (specifier === '@mantine/core' && bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && /^[A-Z]/.test(name)) found.mantineComponents.push(name);
      }
    }
    const local = localModule(file, specifier);
    if (local) found.modules.push(local);
  }
  return found;
}

/** Each `@mantine/core` export and the file that defines it, read from the package's index. */
function mantineExports(): Map<string, string> {
  const exports = new Map<string, string>();
  const index = readFileSync(join(mantineEsm, 'index.mjs'), 'utf8');
  for (const match of index.matchAll(/^import \{([^}]*)\} from "(\.[^"]+)";$/gm)) {
    for (const binding of (match[1] ?? '').split(',')) {
      const name = binding.trim().split(/\s+as\s+/)[0];
      if (name) exports.set(name, join(mantineEsm, match[2] ?? ''));
    }
  }
  return exports;
}

/** The stylesheets a Mantine module needs: its own CSS module's and those of all it imports. */
function mantineStylesheets(file: string, seen = new Set<string>()): Set<string> {
  const needed = new Set<string>();
  if (seen.has(file)) return needed;
  seen.add(file);
  const cssModule = /(\w+)\.module\.mjs$/.exec(file);
  if (cssModule) needed.add(cssModule[1] ?? '');
  for (const match of readFileSync(file, 'utf8').matchAll(/(?:from|import) "(\.[^"]+\.mjs)"/g)) {
    for (const sheet of mantineStylesheets(resolve(dirname(file), match[1] ?? ''), seen)) needed.add(sheet);
  }
  return needed;
}

/** The stylesheets present once a module has loaded: its static imports', transitively. */
function reachableStylesheets(file: string, memo: Map<string, Set<string>>, path = new Set<string>()): Set<string> {
  const known = memo.get(file);
  if (known) return known;
  const sheets = new Set(staticImports(file).stylesheets);
  path.add(file);
  for (const module of staticImports(file).modules) {
    if (!path.has(module)) for (const sheet of reachableStylesheets(module, memo, path)) sheets.add(sheet);
  }
  path.delete(file);
  memo.set(file, sheets);
  return sheets;
}

describe("Mantine's per-component styles", () => {
  it('reach every module that renders a component, with the styles of the components it is built on', () => {
    const exports = mantineExports();
    const memo = new Map<string, Set<string>>();
    const entry = reachableStylesheets(join(src, 'main.tsx'), memo);
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const available = new Set([...entry, ...reachableStylesheets(file, memo)]);
      for (const component of staticImports(file).mantineComponents) {
        const definition = exports.get(component);
        if (!definition) continue;
        const absent = [...mantineStylesheets(definition)].filter((sheet) => !available.has(sheet));
        if (absent.length) missing.push(`${relative(frontend, file)}: ${component} needs ${absent.sort().join(', ')}`);
      }
      for (const mantinePackage of staticImports(file).mantinePackages) {
        const sheet = `@mantine/${mantinePackage}`;
        if (!available.has(sheet)) missing.push(`${relative(frontend, file)}: ${sheet} needs ${sheet}/styles.css`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("finds a module that renders another Mantine package's components", () => {
    const editor = join(src, 'shared/components/rich-text-editor.tsx');
    expect(staticImports(editor).mantinePackages).toEqual(['tiptap']);
    expect(staticImports(editor).stylesheets).toContain('@mantine/tiptap');
  });

  it('finds what a drawer is built on', () => {
    const drawer = mantineExports().get('Drawer');
    expect(drawer).toBeDefined();
    expect([...mantineStylesheets(drawer ?? '')]).toEqual(expect.arrayContaining(['Drawer', 'ModalBase', 'Overlay']));
  });
});
