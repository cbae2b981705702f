import { ErrorState } from '@/ui/ErrorState';
import { failureMessage } from '@/lib/failureMessage';
import { useCoachAccountQuery } from '../api';
import { planPrice } from '../model';
import type { StepProps } from './stepProps';

/** Step 6: the plans a professional can choose (fitpro/fitpro), one of them chosen. */
export function PlanStep({ draft, errors, update }: StepProps) {
  const { data, error, isLoading, refetch } = useCoachAccountQuery();
  if (isLoading)
    return (
      <p role="status" aria-busy="true">
        Loading the plans…
      </p>
    );
  if (error || !data)
    return <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (data.is_fitpro !== 1)
    return <p role="alert">This account is not a fitness professional account.</p>;
  return (
    <fieldset aria-describedby={errors.plan_id ? 'coach-plan-message' : undefined}>
      <legend>Choose your plan</legend>
      <ul className="coach-plans">
        {data.plans.map((plan) => (
          <li key={plan.plan_id}>
            <label className="coach-plan">
              <input
                type="radio"
                name="plan_id"
                value={plan.plan_id}
                checked={draft.plan_id === plan.plan_id}
                onChange={() => update({ plan_id: plan.plan_id }, 'plan_id')}
              />
              <span>
                <span className="coach-plan__title">{plan.title}</span> · {planPrice(plan)}
                <br />
                {plan.description}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {errors.plan_id ? (
        <p id="coach-plan-message" className="field__error" role="alert">
          {errors.plan_id}
        </p>
      ) : null}
    </fieldset>
  );
}
