/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
// The server and the client share one error catalogue, owned by the HTTP interface.
const cataloguePath = fileURLToPath(
  new URL('../interfaces/http/error_catalogue.json', import.meta.url),
);
const missingCatalogueId = '\0bazaar-missing-error-catalogue';
const languageCatalogueId = '\0bazaar-error-catalogue:';

/** One language's slice of the catalogue, with English beside it as the fallback. */
function catalogueSlice(language: string): string {
  if (!existsSync(cataloguePath)) return 'export default {};';
  const catalogue = JSON.parse(readFileSync(cataloguePath, 'utf8')) as Record<string, Record<string, string | null>>;
  const slice = Object.fromEntries(
    Object.entries(catalogue).map(([code, texts]) => [code, { en: texts.en, [language]: texts[language] }]),
  );
  return `export default ${JSON.stringify(slice)};`;
}

/**
 * Resolves `@catalogue` to the server's catalogue file and `@catalogue/<language>` to that
 * language's texts alone, so a page carries one language's messages, not nine. While the file
 * does not exist yet, the import yields an empty catalogue (with a build warning) so the client
 * still shows the server's already-localized `msg`.
 */
function errorCatalogue(): Plugin {
  return {
    name: 'bazaar-error-catalogue',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith('@catalogue/')) return `${languageCatalogueId}${id.slice('@catalogue/'.length)}`;
      if (id !== '@catalogue') return null;
      if (existsSync(cataloguePath)) return cataloguePath;
      this.warn(`error catalogue not found at ${cataloguePath}; using an empty catalogue`);
      return missingCatalogueId;
    },
    load(id) {
      if (id.startsWith(languageCatalogueId)) {
        this.addWatchFile(cataloguePath);
        return catalogueSlice(id.slice(languageCatalogueId.length));
      }
      return id === missingCatalogueId ? 'export default {};' : null;
    },
  };
}

const backend = 'http://127.0.0.1:8000';

/** The test files that replace a module with `vi.mock`: they run isolated (`test.projects`). */
const moduleMockingTests = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(`${srcDir}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

export default defineConfig({
  base: '/',
  // Brotli and gzip copies of each text asset, made once at build time; the server picks one
  // by Accept-Encoding, so no request pays for compressing.
  plugins: [errorCatalogue(), react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${srcDir}/` }],
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads it to name each landing screen's chunks in index.html (first_view.py).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the first paint needs in one file: a phone pays a round trip per file
          // it must fetch before the app can run, and the shell's pieces always travel together.
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // What the landing screens (home, list, product, shop) share beyond the shell, as one
            // file: a phone's HTTP/1.1 connections take six requests at a time, and six small
            // shared chunks cost another round trip each before the first paint.
            {
              name: 'storefront',
              test: /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](EmptyState|Pagination|Avatar|Grid|Paper|Card|Skeleton|AspectRatio|Rating)[\\/]|@mantine[\\/]core[\\/]esm[\\/]core[\\/]utils[\\/]create-event-handler|@mantine[\\/]hooks[\\/]esm[\\/](use-pagination|utils[\\/]clamp)[\\/]|src[\\/]shared[\\/]components[\\/](pagination|breadcrumb)\.tsx|@mantine[\\/]core[\\/]styles[\\/]Rating\.css|src[\\/]shared[\\/]api[\\/]paged\.ts|src[\\/]features[\\/]catalogue[\\/](api[\\/]favorite-api\.ts|components[\\/](favorite-heart|price|product-card|catalogue-states)\.tsx))/,
            },
            // The console's chart library (recharts and its d3 parts) is bigger than any screen:
            // in pieces it downloads in parallel, and a change to one piece spares the others.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|d3-[a-z-]+|victory-vendor|@mantine[\\/]charts|decimal\.js-light|es-toolkit|eventemitter3|react-smooth)[\\/]/,
              maxSize: 400 * 1024,
            },
            // The product form's rich-text editor (TipTap on ProseMirror) loads after the form
            // paints; in pieces, as the charts, so no chunk passes the 50 KiB budget.
            {
              name: 'rich-text',
              test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|@mantine[\\/]tiptap|orderedmap|rope-sequence|w3c-keyname|linkifyjs|markdown-it|mdurl|uc\.micro|entities|linkify-it|punycode\.js)[\\/]/,
              maxSize: 200 * 1024,
              // Not the Mantine components it shares with the storefront (Popover, TextInput):
              // pulled in here, those would make storefront screens load the editor's pieces.
              includeDependenciesRecursively: false,
            },
            // The wallet screens' own checks (EIP-55, base58check) hash with these few modules:
            // one small chunk, rather than a file per module for every wallet screen to name.
            {
              name: 'chain-hashes',
              test: /node_modules[\\/](@noble[\\/]hashes[\\/]esm[\\/](sha3|sha2|utils|_md|_u64|_assert|crypto)\.js|@scure[\\/]base[\\/])/,
            },
            // WalletConnect (its provider and its QR dialog) loads only when a shopper picks it on
            // a wallet screen; in pieces, as the charts, so no chunk passes the 50 KiB budget.
            {
              name: 'walletconnect',
              test: /node_modules[\\/](@walletconnect|@reown|@lit|lit|lit-html|lit-element|@lit-labs|@base-org|valtio|proxy-compare|derive-valtio|@msgpack|uint8arrays|multiformats|unstorage|idb-keyval|@stablelib)[\\/]/,
              maxSize: 200 * 1024,
              // Not what it shares with the screens and the injected wallet (viem, the hashes):
              // pulled in here, those would make every wallet screen load WalletConnect's pieces.
              includeDependenciesRecursively: false,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A worker runs its test files one after another in one environment (not a fresh jsdom,
    // Mantine and store per file): it halves the suite's CPU, and the setup file cleans up
    // after each test. Files that replace a module (`vi.mock`) keep a context of their own.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: moduleMockingTests, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: moduleMockingTests } },
    ],
    // Screen tests render lazy routes and type into forms; on a shared 2-core machine under
    // load that takes seconds, and a timeout there says nothing about the code under test.
    testTimeout: 40_000,
    // Hooks import the screens and the wallet code a test file needs before its tests run
    // (preloadRoute, preloadWalletCode), so the tests wait for states, not for modules.
    hookTimeout: 60_000,
  },
});
