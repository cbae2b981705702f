// The Content-Security-Policy of the built app (issue 11, item 5): delivered as a meta tag in
// every built HTML file (scripts/prerender.mjs) with the SHA-256 hashes of that file's inline boot
// script, and as a header by `vite preview` (build/cspPreviewPlugin.ts) for what a meta tag cannot
// carry (frame-ancestors). Plain JavaScript so both the Node prerender and the Vite config use it.
import { createHash } from 'node:crypto';
import { URL } from 'node:url';

/** Hosts of the payment providers (hosted fields, tokenising API, 3-D Secure frames). */
export const PAYMENT_SCRIPT_HOSTS = ['https://js.recurly.com', 'https://js.stripe.com'];
export const PAYMENT_CONNECT_HOSTS = ['https://api.recurly.com', 'https://api.stripe.com'];
export const PAYMENT_FRAME_HOSTS = [
  'https://js.stripe.com',
  'https://hooks.stripe.com',
  'https://api.recurly.com',
];
/** The consented pixels (src/features/consent/tracking.ts), and where they report. */
export const PIXEL_SCRIPT_HOSTS = [
  'https://connect.facebook.net',
  'https://www.googletagmanager.com',
  'https://static.hotjar.com',
  'https://analytics.tiktok.com',
  'https://s.pinimg.com',
];
export const PIXEL_CONNECT_HOSTS = [
  'https://www.facebook.com',
  'https://www.google-analytics.com',
  'https://*.hotjar.com',
  'wss://*.hotjar.com',
  'https://analytics.tiktok.com',
  'https://ct.pinterest.com',
];
/** Facebook sign-in (src/lib/social/facebookProvider.ts): its SDK's frames and graph call. */
export const SOCIAL_FRAME_HOSTS = ['https://www.facebook.com', 'https://staticxx.facebook.com'];
export const SOCIAL_CONNECT_HOSTS = ['https://graph.facebook.com'];
/** Trainer videos play in the Vimeo player. */
export const MEDIA_FRAME_HOSTS = ['https://player.vimeo.com'];

/** The planner's food socket hosts, chosen by page hostname when VITE_FOOD_SOCKET_URL is empty (src/lib/realtime/hosts.ts). */
export const FOOD_SOCKET_HOSTS = ['wss://food.rwl.app', 'wss://food-dev.rwl.app'];

/** The origin of a configured address, and its WebSocket twin for the socket. */
function origins(address) {
  if (!address) return [];
  try {
    const url = new URL(address);
    if (url.protocol === 'wss:' || url.protocol === 'ws:') return [url.origin];
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
    return [url.origin, ws];
  } catch {
    return [];
  }
}

export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy for one page: its inline script hashes and the hosts of this build's configuration. */
export function contentSecurityPolicy({
  scriptHashes = [],
  apiBaseUrl = '',
  socketUrl = '',
  foodSocketUrls = [],
  forHeader = false,
} = {}) {
  const connect = [
    "'self'",
    ...origins(apiBaseUrl),
    ...origins(socketUrl),
    ...foodSocketUrls.flatMap(origins),
    ...PAYMENT_CONNECT_HOSTS,
    ...PIXEL_CONNECT_HOSTS,
    ...SOCIAL_CONNECT_HOSTS,
  ];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...PAYMENT_SCRIPT_HOSTS, ...PIXEL_SCRIPT_HOSTS].join(' ')}`,
    "worker-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src 'self' ${[...PAYMENT_FRAME_HOSTS, ...SOCIAL_FRAME_HOSTS, ...MEDIA_FRAME_HOSTS].join(' ')}`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (forHeader) directives.push("frame-ancestors 'self'");
  return directives.join('; ');
}

const META = /\s*<meta http-equiv="Content-Security-Policy"[^>]*>/g;

export function withoutCspMeta(html) {
  return html.replace(META, '');
}

/** The page with its policy as the first tag of head (before any script can run). */
export function withCspMeta(html, config = {}) {
  const clean = withoutCspMeta(html);
  const policy = contentSecurityPolicy({ ...config, scriptHashes: inlineScriptHashes(clean) });
  return clean.replace(
    /<head>/,
    `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}
