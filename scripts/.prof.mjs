import { chromium } from 'playwright-core';
const url = 'http://127.0.0.1:4395';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const target = process.argv[2] || '/home/community/1';
const sel = process.argv[3] || 'article';
const doProfile = process.argv[4] === 'prof';
for (let i = 0; i < 5; i++) {
  const t0 = Date.now();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addCookies([
    { name: 'rwl_login', value: '1', url },
    { name: 'cookie_consent_user_accepted', value: 'false', url },
  ]);
  await context.addInitScript(() => {
    if (window.localStorage.getItem('rwl_mock_db')) return;
    window.localStorage.setItem(
      'rwl_mock_db',
      JSON.stringify({ version: 1, db: { sessions: { 'member.j-102': 102 } } }),
    );
    window.localStorage.setItem('authorization', 'member.j-102');
    window.localStorage.setItem('user_id', '102');
    window.localStorage.setItem('onboarding_tour_done', '1');
  });
  if (process.env.EARLY)
    await context.addInitScript(() => {
      const t = setInterval(() => {
        if (window.__startMock) {
          clearInterval(t);
          window.__startMock();
        }
      }, 1);
    });
  const page = await context.newPage();
  let cdp;
  if (doProfile && i === 4) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const t1 = Date.now();
  await page.goto(url + target);
  const t2 = Date.now();
  await page.locator(sel).first().waitFor();
  const t3 = Date.now();
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    return {
      dcl: Math.round(n.domContentLoadedEventEnd),
      load: Math.round(n.loadEventEnd),
      res: performance.getEntriesByType('resource').length,
      fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    };
  });
  console.log(
    `ctx ${t1 - t0} goto ${t2 - t1} visible ${t3 - t2} total ${t3 - t0}`,
    JSON.stringify(nav),
  );
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    const counts = new Map();
    profile.samples.forEach((id, k) => counts.set(id, (counts.get(id) || 0) + (dt[k] || 0)));
    for (const [id, us] of counts) {
      const n = byId.get(id);
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      self.set(key, (self.get(key) || 0) + us);
    }
    const byFile = new Map();
    for (const [id, us] of counts) {
      const n = byId.get(id);
      const key = n.callFrame.url.split('/').pop() || n.callFrame.functionName;
      byFile.set(key, (byFile.get(key) || 0) + us);
    }
    console.log(
      [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`)
        .join('\n'),
    );
    console.log('--- by file');
    console.log(
      [...byFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`)
        .join('\n'),
    );
  }
  await context.close();
}
await browser.close();
