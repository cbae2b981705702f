import { LandingPage } from '../components/LandingPage';
import { LandingLoadError, LandingLoading, LandingNotFound } from '../components/LandingStates';
import type { LandingLoad } from '../useLandingConfig';
// The header's and hero's styles (a served landing page has them in its head).
import '../components/criticalStyles';

/** A landing page in each of its states: loading, ready, not found, failed. */
export function LandingView({
  state,
  retry,
  pathname,
  slug,
}: {
  state: LandingLoad;
  retry: () => void;
  pathname: string;
  slug: string;
}) {
  if (state.status === 'loading') return <LandingLoading />;
  if (state.status === 'missing') return <LandingNotFound slug={slug} message={state.message} />;
  if (state.status === 'error') return <LandingLoadError message={state.message} onRetry={retry} />;
  return <LandingPage config={state.config} pathname={pathname} />;
}
