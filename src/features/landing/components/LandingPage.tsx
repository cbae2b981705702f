import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { DEFAULT_COUNTERS, type LandingConfig } from '../model';
import { isNarrowLandingPath } from '../rules';
import { usePageMeta } from '../usePageMeta';
import { LandingContext, type LandingActions } from './LandingContext';
import type { LandingDialog } from './LandingDialogs';
import { LandingHeader } from './LandingHeader';
import { Hero } from './Hero';
import { Counters } from './Counters';
import { LandingFooter } from './LandingFooter';
import './criticalStyles';

const loadBody = () => import('./LandingBody');
const LandingBody = lazy(loadBody);
const LandingDialogs = lazy(() => import('./LandingDialogs'));

/** The one landing template: every page is this plus its config. */
export function LandingPage({ config, pathname }: { config: LandingConfig; pathname: string }) {
  usePageMeta(config.pageTitle);
  const [dialog, setDialog] = useState<LandingDialog | null>(null);
  // The sections below the header render in a transition once their code is in, so React
  // builds them in small slices and the header stays responsive on a slow phone.
  const [showBody, setShowBody] = useState(false);
  useEffect(() => {
    let active = true;
    void loadBody().then(() => active && startTransition(() => setShowBody(true)));
    return () => {
      active = false;
    };
  }, []);
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
          {showBody ? (
            <Suspense fallback={<div className="landing-body-placeholder" />}>
              <LandingBody config={config} />
            </Suspense>
          ) : (
            <div className="landing-body-placeholder" />
          )}
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
