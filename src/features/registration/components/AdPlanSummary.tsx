import {
  useGetPlansQuery,
  chargeLines,
  chargeSchedule,
  everyLabel,
  money,
  planCardText,
  planName,
  symbolFor,
} from '@/features/plans';

export interface AdPlanSummaryProps {
  planid: string;
  subplanid: string;
  couponcode: string;
  /** The first payment once the carried coupon is confirmed valid. */
  couponPrice: number | null;
}

/**
 * /reg1: the plan the ad carried (name, price, trial) above the form, so the visitor sees the
 * price before typing anything. Without a plan in the link: every plan's free trial.
 */
export function AdPlanSummary({ planid, subplanid, couponcode, couponPrice }: AdPlanSummaryProps) {
  const planId = Number(planid) || 0;
  const subPlanId = Number(subplanid) || 0;
  const plans = useGetPlansQuery({
    kind: 'paywall',
    type: 1,
    auth: 'none',
    ad: { planid: planId, subplanid: subPlanId, couponcode },
  });
  const plan = plans.data?.plans
    .flatMap((group) => group.sub_plan)
    .find((sub) => sub.plan_id === planId && sub.sub_plan_id === subPlanId);

  if (plans.isLoading) {
    return (
      <aside
        className="form-card reg-plan reg-plan--loading"
        aria-label="Your plan"
        aria-busy="true"
      >
        <p className="reg-plan__name">Loading your plan…</p>
      </aside>
    );
  }
  if (!planId || !plan || !plans.data) {
    // No plan in the link (or the plans could not be loaded): the promise of every plan.
    return (
      <aside className="form-card reg-plan" aria-label="Your plan">
        <p className="reg-plan__name">Every plan starts with a 7-day free trial</p>
        <p className="reg-plan__terms">
          Choose Monthly, Quarterly or Annual after this step. Nothing to pay today; cancel any
          time.
        </p>
      </aside>
    );
  }
  const symbol = symbolFor(plan);
  const schedule = chargeSchedule({
    plan,
    hasTrial7: plans.data.has_trial7 === 1,
    firstPrice: couponPrice ?? undefined,
  });
  const lines = chargeLines(schedule, symbol);
  const offer = planCardText(plan, couponPrice);
  const trial =
    plan.trial_period > 0 && offer.terms
      ? offer.terms
      : schedule.trialDays > 0
        ? `${schedule.trialDays}-day free trial: nothing to pay today, then ${lines.next.replace(/, when your.*$/, '')}`
        : `${lines.today} today with your offer`;
  return (
    <aside className="form-card reg-plan" aria-label="Your plan">
      <p className="reg-plan__eyebrow">Your plan</p>
      <p className="reg-plan__name">
        <span>{planName(plan.duration)}</span>
        <span className="reg-plan__price">{`${money(schedule.renewal.amount, symbol)} ${everyLabel(schedule.renewal.months)}`}</span>
      </p>
      <p className="reg-plan__trial">{trial}</p>
      <p className="reg-plan__terms">Renews automatically; cancel any time.</p>
    </aside>
  );
}
