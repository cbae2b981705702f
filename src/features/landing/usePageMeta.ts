import { useEffect } from 'react';

/** Sets the document title and, for landing pages, robots noindex/nofollow while the page is shown. */
export function usePageMeta(title: string, robots: string | null = 'noindex, nofollow'): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    let meta: HTMLMetaElement | null = null;
    if (robots) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = robots;
      meta.dataset.landing = 'true';
      document.head.appendChild(meta);
    }
    return () => {
      document.title = previousTitle;
      meta?.remove();
    };
  }, [title, robots]);
}
