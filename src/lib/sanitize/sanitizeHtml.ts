/**
 * The one cleaning rule for HTML that comes from the server: DOMPurify's HTML profile, without
 * inline styles (which could lay a block over the page) and without forms or embedded content
 * (which could ask for a password or card). DOMPurify is loaded on demand.
 */
import type { Config } from 'dompurify';

type Purifier = { sanitize: (html: string, config: Config) => string };

export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'object',
    'embed',
  ],
  FORBID_ATTR: ['style'],
};

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

type DOMPurifyInstance = typeof import('dompurify').default;

/** Pictures in server copy sit below the page's header: they load as they scroll into view. */
function withLazyPictures(DOMPurify: DOMPurifyInstance): Purifier {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return DOMPurify;
}

/**
 * Loads DOMPurify once; later calls share the same promise. Pages start it as they load
 * (`void loadSanitizer()`): a failure (offline, or no DOM to clean with) is not left unhandled
 * there, reaches whoever awaits it, and the next call tries again.
 */
export function loadSanitizer(): Promise<Purifier> {
  if (!loading) {
    const attempt = import('dompurify').then(({ default: DOMPurify }) => {
      purifier = withLazyPictures(DOMPurify);
      return purifier;
    });
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}

/**
 * Build time only (src/prerender): DOMPurify made over a window of its own, as Node has none, so
 * a prerendered page holds the same cleaned HTML the browser would show.
 */
export function provideSanitizer(DOMPurify: DOMPurifyInstance): void {
  purifier = withLazyPictures(DOMPurify);
  loading = Promise.resolve(purifier);
}

/** Clean HTML at once when DOMPurify is already loaded; null until then. */
export function sanitizeNow(html: string): string | null {
  return purifier ? purifier.sanitize(html, SANITIZE_CONFIG) : null;
}
