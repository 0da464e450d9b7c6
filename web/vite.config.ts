import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '..');
const apiOrigin = 'http://127.0.0.1:3000';

/**
 * The message catalogues go out compiled: each ICU message as the syntax tree react-intl formats from,
 * so the browser downloads no message parser and parses no message (the build refuses a message that
 * does not parse). The server's own texts read the same shared catalogue as text, outside this build.
 */
function compiledMessageCatalogues(): Plugin {
  const catalogue = /(web[\\/]src[\\/]i18n[\\/]catalogues|src[\\/]contracts[\\/]messages)[\\/][^\\/]+\.json$/;
  return {
    name: 'compiled-message-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!catalogue.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null };
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: webDir,
  plugins: [react(), tailwindcss(), compiledMessageCatalogues()],
  resolve: {
    alias: [
      // Every message arrives compiled (above): the formatter's parser is left out of the bundles.
      ...(command === 'build' ? [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] : []),
      { find: '@domain', replacement: path.resolve(repoRoot, 'src/domain') },
      { find: '@contracts', replacement: path.resolve(repoRoot, 'src/contracts') },
      { find: '@', replacement: path.resolve(webDir, 'src') },
    ],
  },
  build: isSsrBuild
    ? {
        // The server-side renderer (src/entry-server.tsx) is CommonJS: the api process, itself CommonJS, and the
        // integration tests require it as it is. It renders the prerendered pages at build and the tracking page per request.
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' } },
      }
    : {
        outDir: path.resolve(webDir, 'dist'),
        emptyOutDir: true,
        rollupOptions: {
          // The prerendered pages start from their own small script (scripts/prerender.mjs puts it in their HTML).
          input: { index: path.resolve(webDir, 'index.html'), 'boot-prerendered': path.resolve(webDir, 'src/boot-prerendered.ts') },
          output: {
            // The app's start (main.tsx and all it imports) is one file rather than a dozen small ones, each of
            // which would cost a request before any page's own code could run. The loader of dynamic imports
            // stays out of it: the prerendered pages' boot script needs that alone.
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                { name: 'start', test: /web[\\/]src[\\/]main\.tsx$/, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/socket.io': { target: apiOrigin, ws: true },
    },
    fs: { allow: [repoRoot] },
  },
  preview: { port: 4173 },
}));
