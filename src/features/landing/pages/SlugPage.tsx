import { useLocation, useParams } from 'react-router-dom';
import { loadPageConfig } from '../configs/registry';
import type { LandingConfig } from '../model';
import { useLandingConfig } from '../useLandingConfig';
import { LandingView } from './LandingView';

const requests = new Map<string, Promise<LandingConfig | null>>();

/** One request per slug; a failed one is forgotten so a retry asks again. */
function configFor(slug: string): Promise<LandingConfig | null> {
  let request = requests.get(slug);
  if (!request) {
    request = loadPageConfig(slug);
    requests.set(slug, request);
    request.catch(() => requests.delete(slug));
  }
  return request;
}

// Start on the opened page's config as soon as this module runs, before React renders it.
const opened = /^\/pages\/([^/]+)\/?$/.exec(window.location.pathname);
if (opened) void configFor(decodeURIComponent(opened[1]).toLowerCase()).catch(() => undefined);

/**
 * /pages/{slug}: the slug's config when the app has one (funnel variants h-, b-, o-, m- included),
 * otherwise the server's page details; an unknown page gets a helpful not-found state.
 */
export default function SlugPage() {
  const { slug: raw = '' } = useParams();
  const { pathname } = useLocation();
  const slug = raw.toLowerCase();
  const [state, retry] = useLandingConfig(slug, async () => {
    const config = await configFor(slug);
    if (config) return { config };
    const { fetchServerPage } = await import('../configs/server');
    const result = await fetchServerPage(slug);
    return result.kind === 'found' ? { config: result.config } : { missing: result.message };
  });
  return <LandingView state={state} retry={retry} pathname={pathname} slug={slug} />;
}
