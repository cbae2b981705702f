import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` answers an address with no file of its own with index.html; since the
 * prerender (scripts/prerender.mjs) that file is the marketing home, so the empty app shell,
 * spa.html, is served instead, for every address the build has no file for: the answer never
 * tells whether a file exists outside the build. A production host needs the same rule (see
 * README).
 */
/** The path of a request address, decoded; a malformed escape is kept as it came. */
function decodedPath(url: string): string {
  const raw = url.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True when `file` is `dir` itself or lies under it (no `..` way out). */
function insideDir(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  const outside = relative === '..' || relative.startsWith(`..${path.sep}`);
  return !outside && !path.isAbsolute(relative);
}

export function spaFallbackPlugin(): Plugin {
  return {
    name: 'rwl-spa-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (!accept.includes('text/html') || !existsSync(path.join(outDir, 'spa.html')))
          return next();
        const pathname = decodedPath(request.url ?? '/').replace(/\/+$/, '');
        if (!pathname) return next();
        const own = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((file) =>
          path.join(outDir, file),
        );
        // Only a file of the build answers as itself: `/..%2fpackage.json` names one outside it,
        // as unknown to the site as `/..%2fnope.json`, and gets the same answer.
        if (own.some((file) => insideDir(outDir, file) && existsSync(file))) return next();
        request.url = '/spa.html';
        next();
      });
    },
  };
}
