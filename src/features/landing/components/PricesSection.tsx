import { use, useState, type ReactNode } from 'react';
import { AppLink } from '@/ui/AppLink';
import { Carousel } from '@/ui/Carousel';
import { ErrorState } from '@/ui/ErrorState';
import { isIntroductory, planCardText } from '@/lib/payments/planCard';
import type { Prices } from '../model';
import { planLink } from '../links';
import { forgetPriceCards, loadPriceCards, type PriceCard, type PricesLoad } from '../prices';
import { preselectedPlanId, visiblePlans } from '../rules';
import { useLanding } from './LandingContext';
import { useRegistrationTarget } from './useRegistrationTarget';

function durationLabel(months: number): string {
  if (months === 1) return 'every month';
  if (months === 12) return 'every year';
  return `every ${months} months`;
}

/**
 * The price block: its plan cards come from the plan catalogue (auth/plans), so a card shows the
 * name and price the paywall, the upgrade page and the receipt show. The sections below the
 * header wait for it (they appear together, nothing moves after). A failure says so, with a retry.
 */
export function PricesSection({ data }: { data: Prices }) {
  // The page's first answer (the same promise on every render, so a retry never suspends the page).
  const [firstLoad] = useState(() => loadPriceCards(data.plans));
  const first = use(firstLoad);
  // A retry's answer replaces the first one; the message stays until it is in.
  const [retried, setRetried] = useState<PricesLoad | null>(null);
  const [retrying, setRetrying] = useState(false);
  const load = retried ?? first;
  const retry = async () => {
    setRetrying(true);
    forgetPriceCards(data.plans);
    const again = await loadPriceCards(data.plans);
    setRetried(again);
    setRetrying(false);
  };
  if (load.status === 'error') {
    return (
      <PricesFrame data={data}>
        <ErrorState message={load.message} onRetry={retrying ? undefined : () => void retry()} />
      </PricesFrame>
    );
  }
  const cards = visiblePlans(
    load.cards.map((card) => ({ ...card, is_hidden: card.link.is_hidden })),
  );
  if (!cards.length) return null;
  return (
    <PricesFrame data={data}>
      <PlanCards cards={cards} btnTxt={data.btn_txt} />
    </PricesFrame>
  );
}

function PricesFrame({ data, children }: { data: Prices; children: ReactNode }) {
  return (
    <section className="landing-section landing-prices" aria-labelledby="prices-title">
      <div className="landing-container">
        <h2 id="prices-title">{data.title}</h2>
        {data.sub_title ? <p className="landing-section__sub">{data.sub_title}</p> : null}
        {children}
        {data.buttom_title ? <p className="landing-prices__foot">{data.buttom_title}</p> : null}
      </div>
    </section>
  );
}

/**
 * The plan slider: the first visible plan is preselected (Quarterly on /home2, /splithomedemo
 * and /home5); a card click selects it; its button goes to /reg1 with the plan and coupon.
 */
function PlanCards({ cards, btnTxt }: { cards: PriceCard[]; btnTxt: string }) {
  const { pathname } = useLanding();
  const [selected, setSelected] = useState(() =>
    preselectedPlanId(
      cards.map((card) => ({ sub_plan_id: card.plan.sub_plan_id, duration: card.plan.duration })),
      pathname,
    ),
  );
  // On a phone only one card shows: the preselected one is the one in view.
  const [startIndex] = useState(() =>
    Math.max(
      0,
      cards.findIndex((card) => card.plan.sub_plan_id === selected),
    ),
  );
  return (
    <Carousel label="Plans" preset="plans" startIndex={startIndex}>
      {cards.map((card) => (
        <PlanCard
          key={card.plan.sub_plan_id}
          card={card}
          btnTxt={btnTxt}
          selected={card.plan.sub_plan_id === selected}
          onSelect={() => setSelected(card.plan.sub_plan_id)}
        />
      ))}
    </Carousel>
  );
}

function PlanCard({
  card,
  btnTxt,
  selected,
  onSelect,
}: {
  card: PriceCard;
  btnTxt: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { plan } = card;
  const text = planCardText(plan, card.charged);
  const target = useRegistrationTarget(planLink(card.link));
  // An introductory plan says its offer where the others say their price a month.
  const introductory = isIntroductory(plan);
  const per =
    introductory && text.terms
      ? text.terms
      : text.perMonth
        ? `${text.perMonth}, billed ${durationLabel(plan.duration)}`
        : `billed ${durationLabel(plan.duration)}`;
  const terms = introductory ? null : text.terms;
  return (
    <article
      className={`landing-plan${selected ? ' landing-plan--selected' : ''}`}
      aria-label={`${text.name} plan`}
    >
      <button
        type="button"
        className="landing-plan__select"
        aria-pressed={selected}
        onClick={onSelect}
      >
        <span className="landing-plan__tags">
          {plan.is_best === 1 ? <span className="landing-tag">Best value</span> : null}
          {plan.is_most_popular === 1 ? (
            <span className="landing-tag landing-tag--alt">Most popular</span>
          ) : null}
        </span>
        <span className="landing-plan__title">{text.name}</span>
        <span className="landing-plan__price">
          {text.price}
          {text.was ? (
            <s className="landing-plan__was">
              <span className="visually-hidden">was </span>
              {text.was}
            </s>
          ) : null}
        </span>
        <span className="landing-plan__per">{per}</span>
        {terms ? <span className="landing-plan__per">{terms}</span> : null}
        {text.saving ? <span className="landing-plan__save">{text.saving}</span> : null}
      </button>
      <AppLink
        className={`button button--block ${selected ? 'button--primary' : 'button--secondary'}`}
        to={target}
        onClick={onSelect}
        aria-label={`${btnTxt}: ${text.name}`}
      >
        {btnTxt}
      </AppLink>
    </article>
  );
}
