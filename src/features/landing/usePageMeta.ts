import { useEffect } from 'react';
import { APP_TITLE } from '@/lib/appTitle';

/**
 * Sets the document title and, for landing pages, robots noindex/nofollow while the page is shown.
 * A prerendered page comes with both in its HTML; the robots tag is then taken over, not doubled.
 */
export function usePageMeta(title: string, robots: string | null = 'noindex, nofollow'): void {
  useEffect(() => {
    document.title = title;
    let meta: HTMLMetaElement | null = null;
    if (robots) {
      meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"][data-landing]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'robots';
        meta.dataset.landing = 'true';
        document.head.appendChild(meta);
      }
      meta.content = robots;
    }
    return () => {
      document.title = APP_TITLE;
      meta?.remove();
    };
  }, [title, robots]);
}
