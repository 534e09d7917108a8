import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The baseline for the storefront's initial JavaScript: the same shell libraries, nothing else.
 * The output folder is given on the command line (`vite build --config … --outDir DIR`) so a
 * benchmark never writes into the source tree.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // Compressed copies like the storefront's, so both travel alike.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  build: {
    // The output folder lies outside `root`; Vite only empties it when told to.
    emptyOutDir: true,
  },
});
