import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Carousel } from '@/ui/Carousel';
import { formatPrice } from '@/lib/format/money';
import type { LandingPlan, Prices } from '../model';
import { planLink } from '../links';
import { preselectedPlanId, visiblePlans } from '../rules';
import { useLanding } from './LandingContext';

function durationLabel(plan: LandingPlan): string {
  if (plan.duration === 1) return 'every month';
  if (plan.duration === 12) return 'every year';
  return `every ${plan.duration} months`;
}

/**
 * The plan slider: the first visible plan is preselected (Quarterly on /home2, /splithomedemo
 * and /home5); a card click selects it; its button goes to /reg1 with the plan.
 */
export function PricesSection({ data }: { data: Prices }) {
  const { pathname } = useLanding();
  const plans = visiblePlans(data.plans);
  const [selected, setSelected] = useState(() => preselectedPlanId(data.plans, pathname));
  // On a phone only one card shows: the preselected one is the one in view.
  const [startIndex] = useState(() => Math.max(0, plans.findIndex((plan) => plan.sub_plan_id === selected)));
  return (
    <section className="landing-section landing-prices" aria-labelledby="prices-title">
      <div className="landing-container">
        <h2 id="prices-title">{data.title}</h2>
        {data.sub_title ? <p className="landing-section__sub">{data.sub_title}</p> : null}
        <Carousel label="Plans" preset="plans" startIndex={startIndex}>
          {plans.map((plan) => {
            const isSelected = plan.sub_plan_id === selected;
            const saving = plan.actual_price - plan.price;
            return (
              <article
                className={`landing-plan${isSelected ? ' landing-plan--selected' : ''}`}
                key={plan.sub_plan_id}
                aria-label={`${plan.title} plan`}
              >
                <button
                  type="button"
                  className="landing-plan__select"
                  aria-pressed={isSelected}
                  onClick={() => setSelected(plan.sub_plan_id)}
                >
                  <span className="landing-plan__tags">
                    {plan.is_best === 1 ? <span className="landing-tag">Best value</span> : null}
                    {plan.is_most_popular === 1 ? <span className="landing-tag landing-tag--alt">Most popular</span> : null}
                  </span>
                  <span className="landing-plan__title">{plan.title}</span>
                  <span className="landing-plan__price">
                    {formatPrice(plan.price, plan.currency_symbol)}
                    {saving > 0 ? (
                      <s className="landing-plan__was">
                        <span className="visually-hidden">was </span>
                        {formatPrice(plan.actual_price, plan.currency_symbol)}
                      </s>
                    ) : null}
                  </span>
                  <span className="landing-plan__per">
                    {plan.note ?? (plan.duration > 1 ? `${formatPrice(plan.monthly_price, plan.currency_symbol)} a month, billed ${durationLabel(plan)}` : 'billed every month')}
                  </span>
                  {saving > 0 ? <span className="landing-plan__save">Save {formatPrice(saving, plan.currency_symbol)}</span> : null}
                </button>
                <Link
                  className={`button button--block ${isSelected ? 'button--primary' : 'button--secondary'}`}
                  to={planLink(plan)}
                  onClick={() => setSelected(plan.sub_plan_id)}
                  aria-label={`${data.btn_txt}: ${plan.title}`}
                >
                  {data.btn_txt}
                </Link>
              </article>
            );
          })}
        </Carousel>
        {data.buttom_title ? <p className="landing-prices__foot">{data.buttom_title}</p> : null}
      </div>
    </section>
  );
}
