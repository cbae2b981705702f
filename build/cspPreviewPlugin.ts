import type { Plugin } from 'vite';

/**
 * `vite preview` sends the part of the Content-Security-Policy that only a header can carry
 * (frame-ancestors) with the directives that need no per-page hash. The full policy, with the
 * hashes of each page's inline boot script, is the meta tag in every built HTML file
 * (build/csp.mjs, written by scripts/prerender.mjs); the browser enforces both. The dev server
 * sends none.
 */
export const PREVIEW_CSP_HEADER =
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export function cspPreviewPlugin(): Plugin {
  return {
    name: 'rwl-csp-preview',
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', PREVIEW_CSP_HEADER);
        next();
      });
    },
  };
}
