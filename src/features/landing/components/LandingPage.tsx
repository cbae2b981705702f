import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_COUNTERS, type LandingConfig } from '../model';
import { isNarrowLandingPath } from '../rules';
import { usePageMeta } from '../usePageMeta';
import { LandingContext, type LandingActions } from './LandingContext';
import type { LandingDialog } from './LandingDialogs';
import { LandingHeader } from './LandingHeader';
import { Hero } from './Hero';
import { Counters } from './Counters';
import { LandingFooter } from './LandingFooter';

const loadBody = () => import('./LandingBody');
const LandingBody = lazy(loadBody);
const LandingDialogs = lazy(() => import('./LandingDialogs'));

/**
 * The sections below the header in the app: their code is loaded after the header has rendered,
 * and they render in a transition once it is in, so React builds them in small slices and the
 * header stays responsive on a slow phone.
 */
function LazyLandingBody({ config }: { config: LandingConfig }) {
  const [showBody, setShowBody] = useState(false);
  useEffect(() => {
    let active = true;
    void loadBody().then(() => active && startTransition(() => setShowBody(true)));
    return () => {
      active = false;
    };
  }, []);
  return showBody ? (
    <Suspense fallback={<div className="landing-body-placeholder" />}>
      <LandingBody config={config} />
    </Suspense>
  ) : (
    <div className="landing-body-placeholder" />
  );
}

/**
 * The one landing template: every page is this plus its config. `body` is the sections below
 * the header when they come with the page (a served landing page has them in its markup);
 * without it they load after the header.
 */
export function LandingPage({
  config,
  pathname,
  body,
}: {
  config: LandingConfig;
  pathname: string;
  body?: ReactNode;
}) {
  usePageMeta(config.pageTitle);
  const [dialog, setDialog] = useState<LandingDialog | null>(null);
  const narrow = isNarrowLandingPath(pathname);

  const actions = useMemo<LandingActions>(
    () => ({
      slug: config.slug,
      pathname,
      narrow,
      openLeadForm: () => setDialog({ kind: 'lead' }),
      openVideo: (trainer) => setDialog({ kind: 'video', trainer }),
      openAudio: (audio) => setDialog({ kind: 'audio', audio }),
    }),
    [config.slug, pathname, narrow],
  );

  const classes = [
    'landing',
    `landing--layout-${config.layout}`,
    narrow ? 'landing--narrow' : '',
    config.parentClass ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <LandingContext.Provider value={actions}>
      <div className={classes} id={config.parentId}>
        <LandingHeader
          logo={config.logo}
          trialUrl={config.trialUrl}
          trialLabel={config.trialLabel}
        />
        <main id="main">
          <Hero info={config.headerInfo} />
          {config.layout === 'a' && config.headerInfo.showResult ? (
            <Counters counters={config.counters ?? DEFAULT_COUNTERS} />
          ) : null}
          {body ?? <LazyLandingBody config={config} />}
        </main>
        <LandingFooter note={config.footerNote} />
        {dialog ? (
          <Suspense fallback={null}>
            <LandingDialogs dialog={dialog} slug={config.slug} onClose={() => setDialog(null)} />
          </Suspense>
        ) : null}
      </div>
    </LandingContext.Provider>
  );
}
