import { useId } from 'react';
import { money, planTags, subPlanLabel, paywallLabel, symbolFor, MOST_POPULAR, type SubPlan } from '../model';
import './plans.css';

interface PlanChooserProps {
  plans: SubPlan[];
  selectedSubPlanId: number | null;
  onSelect: (plan: SubPlan) => void;
  /** 'upgrade' labels (Monthly, Quarterly ...) or 'paywall' labels (1 month, 3 months, year). */
  labels?: 'upgrade' | 'paywall';
  currentSubPlanId?: number;
  legend?: string;
  /** New price for the selected plan (coupon or gift card). */
  discountedPrice?: number | null;
}

/** The sub-plan list: a radio group of plan cards with Best value / Most popular tags. */
export function PlanChooser({ plans, selectedSubPlanId, onSelect, labels = 'upgrade', currentSubPlanId, legend = 'Choose your plan', discountedPrice }: PlanChooserProps) {
  const name = useId();
  return (
    <fieldset className="plan-list">
      <legend className="visually-hidden">{legend}</legend>
      {plans.map((plan) => {
        const label = labels === 'paywall' ? paywallLabel(plan.duration) : subPlanLabel(plan.duration);
        const symbol = symbolFor(plan);
        const selected = plan.sub_plan_id === selectedSubPlanId;
        const newPrice = selected && discountedPrice !== null && discountedPrice !== undefined && discountedPrice !== plan.price ? discountedPrice : null;
        return (
          <label key={`${plan.plan_id}-${plan.sub_plan_id}`} className="plan-option">
            <input type="radio" name={name} checked={selected} onChange={() => onSelect(plan)} aria-label={`${label}, ${money(newPrice ?? plan.price, symbol)}`} />
            <span className="plan-tags">
              {planTags(plan).map((tag) => (
                <span key={tag} className={`plan-tag${tag === MOST_POPULAR ? ' plan-tag--popular' : ''}`}>
                  {tag}
                </span>
              ))}
            </span>
            <span className="plan-option__label">{label}</span>
            <span className="plan-option__price">
              {newPrice !== null ? (
                <>
                  <span className="plan-option__was">{money(plan.price, symbol)}</span> {money(newPrice, symbol)}
                </>
              ) : (
                money(plan.price, symbol)
              )}
            </span>
            {plan.duration > 1 ? <span className="plan-option__monthly">{money(plan.price / plan.duration, symbol)} a month</span> : null}
            {plan.saved_price > 0 ? (
              <span className="plan-option__saving">
                Save {money(plan.saved_price, symbol)} ({plan.saved_percentage}%)
              </span>
            ) : null}
            {currentSubPlanId === plan.sub_plan_id ? <span className="plan-option__current">Your current plan</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}
