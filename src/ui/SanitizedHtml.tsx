import { useEffect, useState } from 'react';
import { loadSanitizer, sanitizeNow } from '@/lib/sanitize/sanitizeHtml';

/**
 * HTML from the server, shown only once cleaned (lib/sanitize). When the cleaner was loaded
 * ahead, as the server-page loader does, the HTML shows in the first render and nothing moves.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [ready, setReady] = useState(() => sanitizeNow('') !== null);
  useEffect(() => {
    if (ready) return;
    let active = true;
    void loadSanitizer().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, [ready]);
  const clean = ready ? sanitizeNow(html) : null;
  if (clean === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
