import { useId } from 'react';
import {
  chargeSchedule,
  chargeToday,
  freeDays,
  planCardText,
  planName,
  planTags,
  subPlanLabel,
  symbolFor,
  MOST_POPULAR,
  type SubPlan,
} from '../model';
import './plans.css';

interface PlanChooserProps {
  plans: SubPlan[];
  selectedSubPlanId: number | null;
  onSelect: (plan: SubPlan) => void;
  /** 'upgrade' labels (Monthly, Quarterly (pay 4x a year) ...) or the plan's one name on the paywall (Monthly, Quarterly, Annual). */
  labels?: 'upgrade' | 'paywall';
  currentSubPlanId?: number;
  legend?: string;
  /** New price for the selected plan (coupon or gift card). */
  discountedPrice?: number | null;
  /**
   * Where the plan is chosen before any summary (the paywall): each card says what it costs
   * today and when the first payment is taken, for a visitor entitled to the 7-day free trial
   * (the plans reply's strict has_trial7) too.
   */
  charges?: { hasTrial7: boolean };
}

/**
 * The sub-plan list: a radio group of plan cards with Best value / Most popular tags and the
 * sub-plan's extra_features (what it includes) listed under its price. A card's
 * per-month and saving figures follow the price it charges (after the coupon), and an
 * introductory plan says its offer (£1 for your first 30 days, then £19.99 a month).
 */
export function PlanChooser({
  plans,
  selectedSubPlanId,
  onSelect,
  labels = 'upgrade',
  currentSubPlanId,
  legend = 'Choose your plan',
  discountedPrice,
  charges,
}: PlanChooserProps) {
  const name = useId();
  return (
    <fieldset className="plan-list">
      <legend className="visually-hidden">{legend}</legend>
      {plans.map((plan) => {
        const label = labels === 'paywall' ? planName(plan.duration) : subPlanLabel(plan.duration);
        const selected = plan.sub_plan_id === selectedSubPlanId;
        const charged =
          selected && discountedPrice !== null && discountedPrice !== undefined
            ? discountedPrice
            : null;
        const schedule = charges
          ? chargeSchedule({
              plan,
              hasTrial7: charges.hasTrial7,
              firstPrice: charged ?? undefined,
            })
          : null;
        const text = planCardText(plan, charged, schedule ? freeDays(schedule) : 0);
        const offerId = `${name}-${plan.plan_id}-${plan.sub_plan_id}`;
        return (
          <label key={`${plan.plan_id}-${plan.sub_plan_id}`} className="plan-option">
            <input
              type="radio"
              name={name}
              checked={selected}
              onChange={() => onSelect(plan)}
              aria-label={`${label}, ${text.headline}`}
              aria-describedby={
                schedule ? `${text.terms ? `${offerId}-terms ` : ''}${offerId}-today` : undefined
              }
            />
            <span className="plan-tags">
              {planTags(plan).map((tag) => (
                <span
                  key={tag}
                  className={`plan-tag${tag === MOST_POPULAR ? ' plan-tag--popular' : ''}`}
                >
                  {tag}
                </span>
              ))}
            </span>
            <span className="plan-option__label">{label}</span>
            <span className="plan-option__price">
              {text.was ? (
                <>
                  <s className="plan-option__was">
                    <span className="visually-hidden">was </span>
                    {text.was}
                  </s>{' '}
                </>
              ) : null}
              {text.price}
            </span>
            {text.perMonth ? <span className="plan-option__monthly">{text.perMonth}</span> : null}
            {text.saving ? <span className="plan-option__saving">{text.saving}</span> : null}
            {schedule ? (
              <span className="plan-option__offer">
                {text.terms ? (
                  <span id={`${offerId}-terms`} className="plan-option__terms">
                    {text.terms}
                  </span>
                ) : null}
                <span id={`${offerId}-today`} className="plan-option__today">
                  {chargeToday(schedule, symbolFor(plan))}
                </span>
              </span>
            ) : text.terms ? (
              <span className="plan-option__terms">{text.terms}</span>
            ) : null}
            {plan.extra_features.length ? (
              <span className="plan-option__features" role="list" aria-label="Includes">
                {plan.extra_features.map((feature) => (
                  <span key={feature} role="listitem" className="plan-option__feature">
                    {feature}
                  </span>
                ))}
              </span>
            ) : null}
            {currentSubPlanId === plan.sub_plan_id ? (
              <span className="plan-option__current">Your current plan</span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
