import { useEffect, useState } from 'react';

/** HTML from the server, shown only after DOMPurify has cleaned it (loaded on demand). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
    });
    return () => {
      active = false;
    };
  }, [html]);
  if (clean === null) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
