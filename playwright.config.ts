import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// What Playwright itself passes as --disable-features to Chromium (see CHROMIUM_FLAGS).
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Opening an audio plays it (spec 3 §4). Whether Chromium allows that without a click on the
  // new page depends on its engagement heuristics, which made the audio journeys flaky (the
  // player then rightly showed Play, and Pause was never there to press): allowed here, always.
  '--autoplay-policy=no-user-gesture-required',
  // Each new context opened a browser window whose address bar preloaded two WebUI pages (the
  // omnibox popup and its AI-mode variant), each in a renderer of its own: about a third of the
  // CPU a journey's first page load cost (4.3 CPU-s per context and load, 2.8 without them).
  // Chromium keeps the last --disable-features it is given, so Playwright's own list is repeated.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'].join(',')}`,
];

// E2E_PORT and E2E_OUT_DIR let several builds be tested side by side (default: dist on 4173).
const port = Number(process.env.E2E_PORT || 4173);
const outDir = process.env.E2E_OUT_DIR || 'dist';

// The real-network project: the build of `npm run build:realnet` (no mock in the page), served
// from its own origin, against `npm run api` on 127.0.0.1:4010 (its control port 4011).
const realnetPort = Number(process.env.E2E_REALNET_PORT || 4180);
const realnetDir = process.env.E2E_REALNET_DIR || 'dist-realnet';
const realnet = existsSync(`${realnetDir}/spa.html`);
if (!realnet && process.env.CI)
  throw new Error(
    `${realnetDir} is missing: run npm run build:realnet first (npm run test:e2e does).`,
  );

function traceMode(): 'off' | 'on' | 'retain-on-failure' {
  const asked = process.env.E2E_TRACE;
  if (asked === 'off' || asked === 'on' || asked === 'retain-on-failure') return asked;
  return process.env.CI ? 'off' : 'retain-on-failure';
}

const REALNET_SPECS = /[\\/]e2e[\\/]realnet[\\/][^\\/]+\.spec\.ts$/;
// The dev-server project: `npm run dev` (vite, StrictMode, modules served one by one) on its own
// port, so the dev server and the build cannot drift apart. E2E_DEV=0 leaves it out.
const DEV_SPECS = /[\\/]e2e[\\/]dev[\\/][^\\/]+\.spec\.ts$/;
const devPort = Number(process.env.E2E_DEV_PORT || 5174);
const dev = process.env.E2E_DEV !== '0';

const preview = (dir: string, at: number) => ({
  command: `npx vite preview --host 127.0.0.1 --strictPort --port ${at} --outDir ${dir}`,
  url: `http://127.0.0.1:${at}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two workers on every machine (Playwright's default is half the cores: one on a 2-core machine,
  // which doubled the run). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // No retries: a journey that fails once is a fault to fix, not to hide.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every journey (kept only on failure) took a third of the run's CPU.
    // In CI nobody can open one, so it is off there; locally E2E_TRACE=off|on|retain-on-failure.
    trace: traceMode(),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [REALNET_SPECS, DEV_SPECS],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    ...(realnet
      ? [
          {
            name: 'realnet',
            testMatch: REALNET_SPECS,
            // One server, one data set: its journeys run one after another.
            fullyParallel: false,
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              baseURL: `http://127.0.0.1:${realnetPort}`,
            },
          },
        ]
      : []),
    ...(dev
      ? [
          {
            name: 'dev',
            testMatch: DEV_SPECS,
            use: {
              ...devices['Desktop Chrome'],
              channel: undefined,
              baseURL: `http://127.0.0.1:${devPort}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    preview(outDir, port),
    ...(dev
      ? [
          {
            command: `npx vite --host 127.0.0.1 --strictPort --port ${devPort}`,
            url: `http://127.0.0.1:${devPort}`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(realnet
      ? [
          preview(realnetDir, realnetPort),
          {
            command: 'node scripts/api.mjs',
            url: 'http://127.0.0.1:4011/health',
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
