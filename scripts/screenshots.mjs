#!/usr/bin/env node
/* global window */
/**
 * npm run screenshots: screenshots of the paid funnel at 390 px (phone) and 1280 px (desktop)
 * into screenshots/ (git-ignored): /, a landing page, /reg1 with an ad's plan, the paywall,
 * the upgrade page; then the member's screens: the member home, each navigation group's first
 * screen (MEMBER_SCREENS) and a professional's page. Runs against a build (`npm run build` first, or
 * SCREENSHOT_DIR=dist-x) served by `vite preview`, with the mock backend and the system
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const outDir = process.env.SCREENSHOT_DIR || 'dist';
const port = Number(process.env.SCREENSHOT_PORT || 4190);
const target = 'screenshots';
const base = `http://127.0.0.1:${port}`;
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * The member's screens: the home, then the first screen of each group of the member navigation
 * (src/app/layouts/memberNav.ts: Today is the home; Workouts, Food, Community, Me), then a
 * professional's page. Each waits for its heading.
 */
const MEMBER_SCREENS = [
  { name: 'member-home', path: '/home', heading: 'Hello, Fiona' },
  { name: 'workouts-programme', path: '/home/folder/1059', heading: 'New Beginnings' },
  { name: 'food-recipes', path: '/home/recipes', heading: 'Recipes' },
  { name: 'community-list', path: '/home/community/list', heading: 'Communities' },
  { name: 'me-profile', path: '/home/profile', heading: 'My profile' },
  { name: 'professional', path: '/home/rwlpros/901', heading: 'Rachel Adams' },
];

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No build in ${outDir}: run npm run build first (or set SCREENSHOT_DIR).`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });

const server = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--strictPort',
    '--port',
    String(port),
    '--outDir',
    outDir,
  ],
  {
    stdio: 'ignore',
    detached: true,
  },
);

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(base);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the preview server did not start');
}

async function mockReady(page) {
  await page.waitForFunction(() => typeof window.__startMock === 'function');
  await page.evaluate(() => window.__startMock?.());
  await page.waitForFunction(() => Boolean(window.__mock));
}

async function shoot(page, name, size) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
  const file = join(target, `${name}-${size.width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`wrote ${file}`);
}

async function register(page) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(`shot.${stamp}@example.com`);
  await page.getByLabel('User name', { exact: true }).fill(`shot_${stamp}`);
  await page.getByLabel('Phone', { exact: true }).fill('7700900123');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Password1!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/reg-paywall/);
}

async function logIn(page, email) {
  await page.goto(`${base}/login`);
  await mockReady(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Password1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

async function run() {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
      });
      // The cookie banner would cover the pages: say no to tracking, as many visitors do.
      const level = encodeURIComponent(
        JSON.stringify({
          'strictly-necessary': true,
          functionality: true,
          tracking: false,
          targeting: false,
        }),
      );
      await context.addCookies([
        { name: 'cookie_consent_user_accepted', value: 'true', url: base },
        { name: 'cookie_consent_level', value: level, url: base },
      ]);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await shoot(page, 'home', size);
      await page.goto(`${base}/pages/30days1`);
      await shoot(page, 'landing-30days1', size);
      await page.goto(`${base}/reg1?planid=8&subplanid=18`);
      await mockReady(page);
      await page.getByRole('complementary', { name: 'Your plan' }).getByText('a year').waitFor();
      await shoot(page, 'reg1', size);
      await register(page);
      await page.getByRole('button', { name: 'Next' }).waitFor();
      await shoot(page, 'paywall-plans', size);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('form', { name: 'Card details' }).waitFor();
      await shoot(page, 'paywall-pay', size);
      await context.clearCookies();
      await context.close();

      const member = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
      });
      await member.addCookies([
        { name: 'cookie_consent_user_accepted', value: 'true', url: base },
        { name: 'cookie_consent_level', value: level, url: base },
      ]);
      const memberPage = await member.newPage();
      await logIn(memberPage, 'free@example.com');
      await memberPage.goto(`${base}/home/profile/upgrade-downgrade?goBack=%2Fhome`);
      await memberPage.getByRole('heading', { name: 'Upgrade/Downgrade' }).waitFor();
      await shoot(memberPage, 'upgrade', size);
      for (const screen of MEMBER_SCREENS) {
        await memberPage.goto(`${base}${screen.path}`);
        await memberPage.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
        await shoot(memberPage, screen.name, size);
      }
      await member.close();
    }
  } finally {
    await browser.close();
  }
}

run()
  .then(() => {
    process.kill(-server.pid);
  })
  .catch((error) => {
    console.error(error);
    process.kill(-server.pid);
    process.exit(1);
  });
