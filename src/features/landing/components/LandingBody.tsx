import {
  Fragment,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_COUNTERS, isShown, type LandingConfig } from '../model';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { Counters } from './Counters';
import { PricesSection } from './PricesSection';
import { EmailSignupForm } from './EmailSignupForm';
import {
  BonusesSection,
  BrandSection,
  ClassSliderSection,
  CtaSection,
  DontTakeSection,
  FaqSection,
  ProductSection,
  QuoteSection,
  TeamSection,
  TestimonialSection,
  TrustSection,
  WhoAreYouSection,
  WhyRwlSection,
} from './sections';
import './landing.css';

const QuizSection = lazy(() => import('./QuizSection'));

type SectionKey =
  | 'counters'
  | 'quiz'
  | 'html'
  | 'whoAreYou'
  | 'brandInfo'
  | 'Testimonial'
  | 'WorkoutProductInfo'
  | 'foodrecipesProductInfo'
  | 'mentalhealthProductInfo'
  | 'prices'
  | 'bonuses'
  | 'whyRWL1'
  | 'whyRWL2'
  | 'CTAone'
  | 'CTAtwo'
  | 'CTA2'
  | 'WhyRwlmulti'
  | 'loveCelebrities'
  | 'meetProInfo'
  | 'classeSliderInfo'
  | 'trustPilote'
  | 'faq'
  | 'form'
  | 'dontTake';

/** Section order of the two layouts of spec 3 §2: 'a' the home layout, 'b' the split layout. */
export const ORDER: Record<LandingConfig['layout'], SectionKey[]> = {
  a: [
    'quiz',
    'html',
    'whoAreYou',
    'brandInfo',
    'WorkoutProductInfo',
    'foodrecipesProductInfo',
    'mentalhealthProductInfo',
    'CTAone',
    'Testimonial',
    'prices',
    'bonuses',
    'whyRWL1',
    'loveCelebrities',
    'WhyRwlmulti',
    'meetProInfo',
    'CTAtwo',
    'classeSliderInfo',
    'whyRWL2',
    'trustPilote',
    'dontTake',
    'faq',
    'form',
    'CTA2',
  ],
  b: [
    'brandInfo',
    'quiz',
    'html',
    'WorkoutProductInfo',
    'foodrecipesProductInfo',
    'mentalhealthProductInfo',
    'counters',
    'prices',
    'bonuses',
    'whoAreYou',
    'Testimonial',
    'CTAone',
    'whyRWL1',
    'meetProInfo',
    'loveCelebrities',
    'WhyRwlmulti',
    'classeSliderInfo',
    'CTAtwo',
    'whyRWL2',
    'trustPilote',
    'faq',
    'dontTake',
    'form',
    'CTA2',
  ],
};

function renderSection(key: SectionKey, config: LandingConfig): ReactNode {
  switch (key) {
    case 'counters':
      return config.headerInfo.showResult ? (
        <Counters counters={config.counters ?? DEFAULT_COUNTERS} />
      ) : null;
    case 'quiz':
      return config.quiz ? (
        <Suspense fallback={<div className="landing-quiz-placeholder" />}>
          <QuizSection quiz={config.quiz} />
        </Suspense>
      ) : null;
    case 'html':
      return config.descriptionHtml ? (
        <section className="landing-section">
          <SanitizedHtml
            className="landing-container landing-container--text landing-html"
            html={config.descriptionHtml}
          />
        </section>
      ) : null;
    case 'whoAreYou':
      return isShown(config.whoAreYou) ? <WhoAreYouSection data={config.whoAreYou} /> : null;
    case 'brandInfo':
      return isShown(config.brandInfo) ? <BrandSection data={config.brandInfo} /> : null;
    case 'Testimonial':
      return isShown(config.Testimonial) ? <TestimonialSection data={config.Testimonial} /> : null;
    case 'WorkoutProductInfo':
    case 'foodrecipesProductInfo':
    case 'mentalhealthProductInfo': {
      const data = config[key];
      return data && isShown(data) ? (
        <ProductSection
          id={`product-${key}`}
          data={data}
          reverse={key === 'foodrecipesProductInfo'}
        />
      ) : null;
    }
    case 'prices':
      return isShown(config.prices) && config.prices.plans.length ? (
        <PricesSection data={config.prices} />
      ) : null;
    case 'bonuses':
      return isShown(config.bonuses) ? <BonusesSection data={config.bonuses} /> : null;
    case 'whyRWL1':
    case 'whyRWL2': {
      const data = config[key];
      return data && isShown(data) ? <WhyRwlSection id={`why-${key}`} data={data} /> : null;
    }
    case 'CTAone':
    case 'CTAtwo':
    case 'CTA2': {
      const data = config[key];
      return data && isShown(data) ? <CtaSection data={data} /> : null;
    }
    case 'WhyRwlmulti':
    case 'loveCelebrities': {
      const data = config[key];
      return data && isShown(data) ? <QuoteSection id={`quotes-${key}`} data={data} /> : null;
    }
    case 'meetProInfo':
      return isShown(config.meetProInfo) && config.meetProInfo.list.length ? (
        <TeamSection data={config.meetProInfo} />
      ) : null;
    case 'classeSliderInfo':
      return isShown(config.classeSliderInfo) ? (
        <ClassSliderSection data={config.classeSliderInfo} />
      ) : null;
    case 'trustPilote':
      return isShown(config.trustPilote) ? <TrustSection data={config.trustPilote} /> : null;
    case 'faq':
      return isShown(config.faq) && config.faq.data.length ? (
        <FaqSection data={config.faq} />
      ) : null;
    case 'form':
      return isShown(config.form) ? (
        <section
          className="landing-section landing-form"
          aria-labelledby="signup-title"
          style={
            config.form.bgimage ? { backgroundImage: `url(${config.form.bgimage})` } : undefined
          }
        >
          <div className="landing-container landing-container--text">
            <h2 id="signup-title">{config.form.title}</h2>
            {config.form.subtitle ? (
              <p className="landing-section__sub">{config.form.subtitle}</p>
            ) : null}
            <EmailSignupForm slug={config.slug} />
          </div>
        </section>
      ) : null;
    case 'dontTake':
      return isShown(config.dontTake) ? <DontTakeSection data={config.dontTake} /> : null;
  }
}

/** How many of the layout's sections join the page in one step. */
const SECTIONS_PER_STEP = 4;

/**
 * Everything below the header of a landing page, in its layout's order. In the app it is loaded
 * right after the header paints; the sections then join the page a few at a time, each step its
 * own short task, so a phone's main thread is never held long by content below the fold. A served
 * landing page has them all in its markup from the start (src/prerender).
 */
export default function LandingBody({
  config,
  served = false,
}: {
  config: LandingConfig;
  /** The page was served with every section in its markup: they are all there from the start. */
  served?: boolean;
}) {
  const order = ORDER[config.layout];
  const [shown, setShown] = useState(served ? order.length : SECTIONS_PER_STEP);
  useEffect(() => {
    if (shown >= order.length) return;
    const timer = window.setTimeout(
      () => startTransition(() => setShown((count) => count + SECTIONS_PER_STEP)),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [shown, order.length]);
  return (
    <>
      {order.slice(0, shown).map((key) => (
        <Fragment key={key}>{renderSection(key, config)}</Fragment>
      ))}
    </>
  );
}
