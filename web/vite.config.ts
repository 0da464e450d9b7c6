import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '..');
const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
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
