// npm run build, second step: prerenders the landing pages and /login into dist as HTML files, so a
// visitor from an ad sees the headline as soon as the HTML arrives; the app then hydrates it.
// - dist/spa.html: the empty app shell, for every address without a file of its own;
// - dist/index.html (/), dist/home2.html, ..., dist/pages/{slug}.html: prerendered pages, with
//   their styles inline and the app's code requested after the first paint (src/prerender);
// - dist/login.html.
// The renderer is src/prerender/renderPage.tsx, built for Node with the app's own Vite config.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { FOOD_SOCKET_HOSTS, withCspMeta, withoutCspMeta } from '../build/csp.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.resolve(root, process.argv[2] || 'dist');
// The build's mode (its .env file): `realnet` for the real-network build.
const mode = process.argv[3] || 'production';
// One renderer build per output, so the two builds of `npm run test:e2e` can prerender side by side.
const serverDir = path.join(root, `dist-prerender-${path.basename(outDir)}`);

await build({
  root,
  mode,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/renderPage.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: {
      // The renderer imports the pages it serves (and the mock's handlers) statically, pages the
      // app's route table loads lazily: in a one-file Node build that is expected, not a warning.
      onwarn(warning, warn) {
        if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
      },
    },
  },
});
const renderer = await import(pathToFileURL(path.join(serverDir, 'renderPage.js')).href);

// The shell as Vite wrote it (kept as spa.html, so a second run starts from it too).
const shellFile = existsSync(path.join(outDir, 'spa.html')) ? 'spa.html' : 'index.html';
const shell = withoutCspMeta(readFileSync(path.join(outDir, shellFile), 'utf8'));
if (!shell.includes('<div id="root"></div>'))
  throw new Error(`${outDir}/${shellFile} is not the app shell; run vite build first`);
// Every HTML file carries the Content-Security-Policy with its own inline script hashes.
const buildEnv = loadEnv(mode, root, 'VITE_');
// The planner's food socket: the configured address, else the hosts chosen by page hostname (or the mock's).
const foodSocketUrls = buildEnv.VITE_FOOD_SOCKET_URL
  ? [buildEnv.VITE_FOOD_SOCKET_URL]
  : buildEnv.VITE_API_BASE_URL
    ? FOOD_SOCKET_HOSTS
    : ['http://food.mock.localhost'];
const cspConfig = {
  apiBaseUrl: buildEnv.VITE_API_BASE_URL || '',
  socketUrl: buildEnv.VITE_SOCKET_URL || 'http://realtime.mock.localhost',
  foodSocketUrls,
};
writeFileSync(path.join(outDir, 'spa.html'), withCspMeta(shell, cspConfig));
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

const one = (pattern, what) => {
  const match = pattern.exec(shell);
  if (!match) throw new Error(`index.html has no ${what}`);
  return match;
};
const entryTag = one(
  /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/,
  'entry script',
);
const stylesheetTags = [
  ...shell.matchAll(/\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g),
];
const entryPreloadTags = [
  ...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
];
// The shell's inline script preloads the opened route's chunks (build/routePreloadPlugin.ts);
// a prerendered page knows its route, so it lists them itself.
const routeScript = one(
  /\s*<script>\(function\(\)\{var r=(\[.*?\]),p=location.*?<\/script>/,
  'route preload script',
);
const routeChunks = JSON.parse(routeScript[1]);
const chunksOf = (pagePath) =>
  routeChunks.find(([pattern]) => new RegExp(pattern).test(pagePath))?.[1] ?? [];
// The styles of a route's own chunks (a content page's layout, so nothing moves when they load).
const cssByChunk = new Map(
  Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk.css ?? []]),
);
const routeCssOf = (files) => [...new Set(files.flatMap((file) => cssByChunk.get(file) ?? []))];
const globalCss = stylesheetTags
  .map(([, href]) => readFileSync(path.join(outDir, href), 'utf8'))
  .join('\n');
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text) => escapeHtml(text).replace(/"/g, '&quot;');
// JSON inside a script element: no "</script>" or "<!--" can end or bend it.
const scriptJson = (json) => json.replace(/</g, '\\u003c');

// The own entries of served pages (src/servedLanding.tsx, src/servedLogin.tsx): React takes the
// page over without the router. An entry's static imports are preloaded with it; their styles
// are in the page's head, since the page is served with all its parts in its markup.
const staticClosure = (key, into = new Set()) => {
  if (into.has(key)) return into;
  into.add(key);
  (manifest[key].imports ?? []).forEach((next) => staticClosure(next, into));
  return into;
};
const ownEntry = (source) => {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build has no entry ${source} (vite.config.ts input)`);
  const keys = [...staticClosure(source)];
  // The styles of the entry's modules, and of the parts they load when they render (the quiz).
  const css = new Set(
    keys.flatMap((key) => [
      ...(manifest[key].css ?? []),
      ...(manifest[key].dynamicImports ?? [])
        .filter((next) => next.startsWith('src/features/landing/'))
        .flatMap((next) => [...staticClosure(next)].flatMap((k) => manifest[k].css ?? [])),
    ]),
  );
  return {
    entry: `/${chunk.file}`,
    preloads: keys.filter((key) => key !== source).map((key) => `/${manifest[key].file}`),
    styles: [...css].map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n'),
  };
};
const ownEntries = {
  landing: ownEntry('src/servedLanding.tsx'),
  login: ownEntry('src/servedLogin.tsx'),
};

let head = shell;
for (const [tag] of [entryTag, routeScript, ...stylesheetTags, ...entryPreloadTags])
  head = head.replace(tag, '');

let count = 0;
for (const pagePath of renderer.prerenderPaths()) {
  const page = await renderer.renderPage(pagePath);
  const configChunk = page.configSource ? manifest[page.configSource]?.file : undefined;
  const preloads = [
    ...new Set([
      ...entryPreloadTags.map(([, href]) => href),
      ...chunksOf(pagePath).map((file) => `/${file}`),
      ...(configChunk ? [`/${configChunk}`] : []),
    ]),
  ];
  // React writes the hero image's preload at the start of the markup; it belongs in the head.
  const imagePreloads = /^(?:<link rel="preload"[^>]*\/>)*/.exec(page.html)[0];
  const app = { entry: entryTag[1], preloads };
  const own = ownEntries[page.takenOverBy];
  const boot = renderer.bootScript({
    path: pagePath,
    homeVariant: pagePath === '/' ? 0 : null,
    guestOnly: page.guestOnly,
    // A landing page and /login are taken over by their own entry; the app starts instead when
    // the served copy is dropped (another home variant is due, a member opens /login).
    served: own
      ? {
          entry: own.entry,
          preloads: own.preloads,
          data: page.landingData ? renderer.servedLandingDataPath(pagePath) : undefined,
        }
      : app,
    app,
  });
  const headTags = [
    imagePreloads.replace(/\/>/g, '>'),
    page.landing ? '<meta name="robots" content="noindex, nofollow" data-landing="true">' : '',
    `<style>${globalCss}</style>`,
    page.landing
      ? `<style id="landing-critical-styles">${renderer.landingCriticalCss}</style>`
      : '',
    own?.styles ? `<style>${own.styles}</style>` : '',
    page.serverData
      ? `<style>${routeCssOf(preloads)
          .map((file) => readFileSync(path.join(outDir, file), 'utf8'))
          .join('\n')}</style>`
      : '',
  ].filter(Boolean);
  const description = page.metaTags.find((tag) => tag.key === 'description');
  const otherMeta = page.metaTags
    .filter((tag) => tag !== description)
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`,
    );
  headTags.unshift(...otherMeta);
  const serverData = page.serverData
    ? `<script type="application/json" id="rwl-server-data">${scriptJson(page.serverData)}</script>\n    `
    : '';
  // A landing page's data is a file beside it: the page stays within a phone's first round trip.
  const landingDataPath = page.landingData ? renderer.servedLandingDataPath(pagePath) : null;
  if (landingDataPath) {
    mkdirSync(path.dirname(path.join(outDir, landingDataPath)), { recursive: true });
    writeFileSync(path.join(outDir, landingDataPath), page.landingData);
  }
  let pageHead = head;
  if (description)
    pageHead = pageHead.replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeAttribute(description.content)}" />`,
    );
  const html = pageHead
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `  ${headTags.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html.slice(imagePreloads.length)}</div>\n    ${serverData}<script>${boot}</script>`,
    );
  const file = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), withCspMeta(html, cspConfig));
  count += 1;
}
rmSync(serverDir, { recursive: true, force: true });
console.log(`Prerendered ${count} pages into ${path.relative(root, outDir)}`);
