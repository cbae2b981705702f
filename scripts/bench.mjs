// npm run bench: builds the app and prints, one line per figure, the value beside its budget
// (../shared/performance.md). Bytes are the gzip size of the entry chunk plus every chunk a
// route loads before it renders: its page module, its layout chunks, and their static imports.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) execSync('npx vite build', { cwd: root, stdio: 'ignore' });

const dist = path.join(root, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

/** Static closure of a manifest entry: JS files and CSS files. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    js.add(chunk.file);
    (chunk.css ?? []).forEach((file) => css.add(file));
    (chunk.imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return { js, css };
}

/** Route entries parsed from each feature's routes.ts. */
function routeEntries() {
  const features = path.join(root, 'src/features');
  const entries = [];
  for (const feature of readdirSync(features)) {
    const file = path.join(features, feature, 'routes.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const pattern = /path:\s*'([^']+)'[^}]*?shell:\s*'([^']+)'[^}]*?import\('([^']+)'\)/gs;
    for (const match of text.matchAll(pattern)) {
      const module = path.relative(root, path.resolve(path.dirname(file), match[3]));
      const key = Object.keys(manifest).find((candidate) => candidate.replace(/\.(tsx|ts)$/, '') === module);
      entries.push({ path: match[1], shell: match[2], key });
    }
  }
  return entries;
}

const layouts = {
  bare: [],
  public: [],
  'public-store': ['src/app/layouts/StoreLayout.tsx'],
  member: ['src/app/layouts/StoreLayout.tsx', 'src/app/layouts/MemberShell.tsx'],
};

const budgets = [
  { match: (p) => p === '/' || p.startsWith('/pages/') || /^\/home[2-5]/.test(p) || p === '/splithomedemo', kib: 125, label: 'landing' },
  { match: (p) => p === '/login' || p === '/reg1', kib: 150, label: 'login/reg1' },
  { match: (p) => p === '/home', kib: 200, label: 'member home' },
];

const entryKey = 'index.html';
const rows = [];
let failures = 0;
for (const route of routeEntries()) {
  if (!route.key) continue;
  const { js, css } = closure([entryKey, route.key, ...layouts[route.shell]]);
  const jsBytes = [...js].reduce((sum, file) => sum + gzip(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gzip(file), 0);
  const budget = budgets.find((candidate) => candidate.match(route.path));
  const jsOk = budget ? jsBytes / 1024 <= budget.kib : true;
  const cssOk = cssBytes / 1024 <= 25;
  if (!jsOk || !cssOk) failures += 1;
  rows.push({ route: route.path, jsBytes, cssBytes, budget, jsOk, cssOk });
}

rows.sort((a, b) => a.route.localeCompare(b.route));
console.log('JavaScript and CSS loaded before first render (gzip):');
for (const row of rows) {
  const budgetText = row.budget ? `budget ${row.budget.kib} KiB (${row.budget.label})` : 'no budget';
  console.log(
    `  ${row.route.padEnd(44)} JS ${kib(row.jsBytes).padStart(6)} KiB  ${budgetText.padEnd(34)} ${row.jsOk ? 'ok' : 'OVER'}` +
      `   CSS ${kib(row.cssBytes).padStart(5)} KiB / 25 KiB ${row.cssOk ? 'ok' : 'OVER'}`,
  );
}

// Payment SDKs, chat, planner and shop code stay out of the entry.
const entry = closure([entryKey]);
const forbidden = ['stripe', 'recurly', 'socket.io', 'engine.io', 'crypto-js', 'slick'];
const entryModules = Object.entries(manifest)
  .filter(([, chunk]) => entry.js.has(chunk.file))
  .map(([key]) => key);
const leaked = entryModules.filter((key) => forbidden.some((word) => key.includes(word)));
console.log(`Entry chunk carries no payment, socket, cipher or carousel code: ${leaked.length ? `NO (${leaked.join(', ')})` : 'ok'}`);
if (leaked.length) failures += 1;

const extra = process.argv.includes('--render') ? await import('./bench-render.mjs').catch(() => null) : null;
if (extra?.run) await extra.run({ root });

console.log(failures ? `${failures} figure(s) over budget` : 'All byte budgets met');
