import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { routePreloadPlugin } from './build/routePreloadPlugin';
import { spaFallbackPlugin } from './build/spaFallbackPlugin';
import { envCheckPlugin } from './build/envCheckPlugin';
import { cspPreviewPlugin } from './build/cspPreviewPlugin';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [
    envCheckPlugin(root),
    react(),
    routePreloadPlugin(root),
    spaFallbackPlugin(),
    cspPreviewPlugin(),
  ],
  resolve: {
    alias: { '@': src, '@mocks': mocks },
  },
  legacy: { inconsistentCjsInterop: true },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the app supports preloads modules itself; the polyfill would only cost bytes.
    // A lazy route's own imports are fetched when its chunk is parsed (and for the first page by
    // the route preload map in index.html); only its CSS is listed for the dynamic import, which
    // keeps the route table in the entry small (every route's dependency list was in it).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // React's code is called throughout the first render: compiled eagerly, off the main thread
        // (Chrome's explicit compile hints), it does not stall a phone's first interaction.
        postBanner: (chunk) => (chunk.name === 'client' ? '//# allFunctionsCalledOnLoad' : ''),
        // React, React DOM and React Router load together, before any page renders: one chunk, one
        // request, one gzip stream (split, they cost more bytes and an extra round trip).
        advancedChunks: {
          groups: [
            {
              name: 'client',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The small services every page starts with (session, storage, consent, cookies, the
            // served-page hooks): one chunk instead of seven tiny ones, each with its own overhead.
            {
              name: 'shell',
              test: /(src[\\/]lib[\\/](auth|storage|consent|useHydrated)|src[\\/]ui[\\/]ServedButton|node_modules[\\/]js-cookie)[\\/.]/,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
    pool: 'forks',
  },
});
