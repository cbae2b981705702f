import { FREE_TRIAL_DAYS, money, symbolFor, type SubPlan } from '../model';
import './plans.css';

interface SkipTrialChoiceProps {
  plan: Pick<SubPlan, 'skip_plan_price' | 'currency_symbol' | 'currency'>;
  skip: boolean;
  onChange: (skip: boolean) => void;
  disabled?: boolean;
}

/**
 * The paywall's trial choice for a sub-plan with for_skip_trial (spec 2 §3): start the 7-day free
 * trial (nothing today), or skip the trial and pay skip_plan_price today (with its coupon).
 */
export function SkipTrialChoice({ plan, skip, onChange, disabled }: SkipTrialChoiceProps) {
  const symbol = symbolFor(plan);
  return (
    <fieldset className="pay-method" disabled={disabled}>
      <legend>Your free trial</legend>
      <label>
        <input type="radio" name="skip-trial" checked={!skip} onChange={() => onChange(false)} />
        {`Start my ${FREE_TRIAL_DAYS}-day free trial: ${money(0, symbol)} today`}
      </label>
      <label>
        <input type="radio" name="skip-trial" checked={skip} onChange={() => onChange(true)} />
        {`Skip the trial: pay ${money(plan.skip_plan_price, symbol)} today`}
      </label>
    </fieldset>
  );
}
