import { useLocation, useParams } from 'react-router-dom';
import { safeDecode } from '@/lib/url';
import { loadPageConfig } from '../configs/registry';
import type { LandingConfig } from '../model';
import { useLandingConfig } from '../useLandingConfig';
import { LandingView } from './LandingView';

const requests = new Map<string, Promise<LandingConfig | null>>();
const loaded = new Map<string, LandingConfig>();

/** One request per slug; a failed one is forgotten so a retry asks again. */
function configFor(slug: string): Promise<LandingConfig | null> {
  let request = requests.get(slug);
  if (!request) {
    request = loadPageConfig(slug).then((config) => {
      if (config) loaded.set(slug, config);
      return config;
    });
    requests.set(slug, request);
    request.catch(() => requests.delete(slug));
  }
  return request;
}

const slugOf = (pathname: string) => {
  const match = /^\/pages\/([^/]+)\/?$/.exec(pathname);
  const slug = match?.[1] === undefined ? null : safeDecode(match[1]);
  return slug === null ? null : slug.toLowerCase();
};

/** Before the first render (prerender, hydration): the page's own config, when the app has one. */
export async function prepare(pathname: string): Promise<void> {
  const slug = slugOf(pathname);
  if (slug) await configFor(slug).catch(() => undefined);
}

// Start on the opened page's config as soon as this module runs, before React renders it.
if (typeof window !== 'undefined') void prepare(window.location.pathname);

/**
 * /pages/{slug}: the slug's config when the app has one (funnel variants h-, b-, o-, m- included),
 * otherwise the server's page details; an unknown page gets a helpful not-found state.
 */
export default function SlugPage() {
  const { slug: raw = '' } = useParams();
  const { pathname } = useLocation();
  const slug = raw.toLowerCase();
  const [state, retry] = useLandingConfig(
    slug,
    async () => {
      const config = await configFor(slug);
      if (config) return { config };
      const { fetchServerPage } = await import('../configs/server');
      const result = await fetchServerPage(slug);
      return result.kind === 'found' ? { config: result.config } : { missing: result.message };
    },
    loaded.get(slug),
  );
  return <LandingView state={state} retry={retry} pathname={pathname} slug={slug} />;
}
