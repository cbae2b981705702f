import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { routePreloadPlugin } from './build/routePreloadPlugin.ts';
import { spaFallbackPlugin } from './build/spaFallbackPlugin.ts';
import { envCheckPlugin } from './build/envCheckPlugin.ts';
import { cspPreviewPlugin } from './build/cspPreviewPlugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

// Pure rules (model.ts and lib's rules) need no page: they run in Node, without jsdom and without
// the mock backend the screen tests start, which was half of the unit run's time.
const RULE_TESTS = [
  'src/**/model.test.ts',
  'src/lib/**/*.test.ts',
  'src/**/validation.test.ts',
  // The build's own plugins (build/): Node code, tested against a stand-in server.
  'build/**/*.test.ts',
  // The real-network server (npm run api) over real ports.
  'mocks/server/*.test.ts',
  // The local ESLint rules (eslint-rules/), tested with ESLint's RuleTester.
  'eslint-rules/**/*.test.ts',
];
// Rules of the page itself (storage, focus, the realtime channel and payments against the mock).
const PAGE_RULE_TESTS = [
  'src/features/tour/model.test.ts',
  'src/lib/analytics/tracking.test.ts',
  'src/lib/api/useRefreshWhenStale.test.ts',
  'src/lib/auth/session.test.ts',
  'src/lib/http/authErrors.test.ts',
  'src/lib/payments/*.test.ts',
  'src/lib/checkout/*.test.ts',
  'src/lib/realtime/*.test.ts',
  'src/lib/textDrafts.test.ts',
  'src/lib/focusRescue.test.ts',
];
// Screen tests that need modules of their own: every one that replaces a module (vi.mock,
// vi.doMock) or reloads them (vi.resetModules), found here so a new one cannot silently run
// against the shared, unreplaced modules; and the prerender's hydration test, which rewires the
// app's http client for the build.
function testsReplacingModules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')));
}
const OWN_MODULES_TESTS = [
  'src/prerender/hydration.test.tsx',
  ...testsReplacingModules('src'),
  ...testsReplacingModules('mocks'),
];
const IN_A_PAGE: { environment: 'jsdom'; setupFiles: string[] } = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
};

// Most files of a page share one import of the app and the mock per worker instead of importing
// them again for each file: the screens took 107 s instead of 281 s on 2 cores. What a file leaves
// behind in those modules is put back by vitest.shared-modules.setup.ts.
const SHARED_MODULES_PAGE = {
  ...IN_A_PAGE,
  setupFiles: [...IN_A_PAGE.setupFiles, './vitest.shared-modules.setup.ts'],
  isolate: false,
};

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
    // The one chunk over Vite's 500 kB warning is the mock backend (mocks/browser, about 650 kB,
    // 230 kB gzip): loaded only in mock mode, on a page's first server call, and absent from a
    // build with a real API. Member routes are held to their own budgets by `npm run bench`.
    chunkSizeWarningLimit: 700,
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
      // The app (index.html) and the own entries of served pages: React takes over a prerendered
      // landing page or /login without the router, the store or the http layer
      // (src/servedLanding.tsx, src/servedLogin.tsx).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        servedLanding: fileURLToPath(new URL('./src/servedLanding.tsx', import.meta.url)),
        servedLogin: fileURLToPath(new URL('./src/servedLogin.tsx', import.meta.url)),
      },
      output: {
        // React's code is called throughout the first render: compiled eagerly, off the main thread
        // (Chrome's explicit compile hints), it does not stall a phone's first interaction.
        postBanner: (chunk) => (chunk.name === 'client' ? '//# allFunctionsCalledOnLoad' : ''),
        // React and React DOM load together, before any page renders: one chunk, one request, one
        // gzip stream. React Router is a chunk of its own: a served landing page takes over
        // without it (src/servedLanding.tsx); the app loads both side by side.
        codeSplitting: {
          groups: [
            {
              name: 'client',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
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
    css: false,
    testTimeout: 15000,
    // Worker threads start a test file faster than child processes (159-164 s for the whole run
    // in child processes when each file had modules of its own).
    pool: 'threads',
    // Two test files at a time on every machine: vitest's default is one fewer than the cores, a
    // single worker on a 2-core machine, which left a core idle and nearly doubled the run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'rules', environment: 'node', include: RULE_TESTS, exclude: PAGE_RULE_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          ...SHARED_MODULES_PAGE,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
          exclude: [...RULE_TESTS, ...OWN_MODULES_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'screens with modules of their own',
          ...IN_A_PAGE,
          include: OWN_MODULES_TESTS,
        },
      },
      {
        extends: true,
        test: { name: 'page rules', ...SHARED_MODULES_PAGE, include: PAGE_RULE_TESTS },
      },
    ],
  },
});
