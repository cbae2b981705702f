// 200 route changes in the member area: JS heap growth after garbage collection (budget 5 MB).
import { chromium } from '@playwright/test';

const base = process.env.BENCH_URL || 'http://127.0.0.1:4173';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--js-flags=--expose-gc',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: flags,
});
const page = await browser.newPage();
await page.goto(`${base}/login`);
await page.getByLabel('Email').fill('premium@example.com');
await page.getByLabel('Password').fill('Password1!');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/home/);
// premium has a pinned start page (a programme): the member home is one step on.
await page.goto(`${base}/home`);
await page.getByRole('heading', { name: /Hello/ }).waitFor();

// Member routes the app has: the ones under /home that need no id, plus the home itself.
const paths = await page.evaluate(() =>
  [...document.querySelectorAll('a[href^="/home"]')]
    .map((link) => link.getAttribute('href'))
    .filter(Boolean),
);
const targets = [...new Set(['/home', ...paths])];
const go = (path) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
const heap = async () => {
  await page.evaluate(() => window.gc?.());
  await page.waitForTimeout(200);
  await page.evaluate(() => window.gc?.());
  return page.evaluate(() => performance.memory.usedJSHeapSize);
};

for (let i = 0; i < 20; i++) await go(targets[i % targets.length]);
const before = await heap();
for (let i = 0; i < 200; i++) {
  await go(
    targets[i % targets.length] +
      (targets[i % targets.length].includes('?') ? '&' : '?') +
      `n=${i}`,
  );
  if (i % 10 === 0) await page.waitForTimeout(50);
}
await go('/home');
await page.waitForTimeout(500);
const after = await heap();
const growth = (after - before) / 1024 / 1024;
console.log(
  `Member area, 200 route changes over ${targets.length} routes: heap grows ${growth.toFixed(2)} MB after GC (budget 5 MB) ${growth <= 5 ? 'ok' : 'OVER'}`,
);
await browser.close();
