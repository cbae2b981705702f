import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authSession } from '@/lib/auth';
import { useCheckout } from '@/lib/checkout';
import { gatewayName, paywallWalletMessage, type CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import {
  COUPON_CHECK,
  couponNeedsValidation,
  useCheckCouponMutation,
  useGetPlansQuery,
  couponTyped,
  paymentMethodChosen,
  planSelected,
  plansReset,
  selectCoupon,
  selectPaymentMethod,
  selectSelectedSubPlanId,
  PlanChooser,
  CouponField,
  PaymentMethodChoice,
  SubscriptionCardForm,
  isCancelled,
  trackPurchase,
  ChargeSummary,
  SkipTrialChoice,
} from '@/features/plans';
import {
  MESSAGES,
  canSkipTrial,
  chargeSchedule,
  skippedTrialSchedule,
  money,
  planName,
  redirectAfterPayment,
  symbolFor,
  type SubPlan,
  type PayMethod,
} from '@/features/plans';
import { readRegisterQuery } from '../model';
import { regStorage } from '../regStorage';
import { initialPaywallView, paywallInitialPlan, paywallPlans } from '../paywall';
import { useGetRegDetailsQuery } from '../api';
import { Testimonials } from '../components/Testimonials';
import '../registration.css';
import { failureMessage } from '@/lib/failureMessage';
import { PaymentProcessing } from '@/ui/PaymentProcessing';
import { showSupportFailure } from '@/ui/showFailure';
import type { Receipt } from '../components/PaymentReceipt';
import { thankYouState } from '../thankYou';

/** /reg-paywall: the paywall of a registering visitor (registration token). */
export default function RegPaywallPage() {
  const location = useLocation();
  // Paid already (a reload after the receipt): straight on, never a second payment.
  const [paidNext] = useState(() => authSession.registrationPaidNext());
  if (!authSession.registrationToken()) return <Navigate to={`/reg1${location.search}`} replace />;
  if (paidNext && paidNext.startsWith('/') && !paidNext.startsWith('//'))
    return <Navigate to={paidNext} replace />;
  return <Paywall />;
}

function Paywall() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const carried = useMemo(() => {
    const query = readRegisterQuery(location.search);
    const stored = regStorage.data();
    const offerId = Number(new URLSearchParams(location.search).get('offer_id') ?? 0) || 0;
    return {
      planId: Number(query.planid || stored?.planid || 0),
      subPlanId: Number(query.subplanid || stored?.subplanid || 0),
      couponCode: query.couponcode || stored?.couponcode || '',
      sourcePage: query.utm_page || stored?.utm_page || '',
      oneoffpayment: Number(query.oneoffpayment || stored?.oneoffpayment || 0),
      offerId,
    };
  }, [location.search]);

  const plansQuery = useGetPlansQuery({
    kind: 'paywall',
    type: carried.offerId ? 2 : 1,
    offer_id: carried.offerId || undefined,
    oneoffpayment: carried.oneoffpayment,
  });
  const coupon = useAppSelector(selectCoupon);
  const selectedSubPlanId = useAppSelector(selectSelectedSubPlanId);
  const method = useAppSelector(selectPaymentMethod);
  const [view, setView] = useState<'plans' | 'pay'>('plans');
  const [nextWanted, setNextWanted] = useState(false);
  const [checkCoupon] = useCheckCouponMutation({ fixedCacheKey: COUPON_CHECK });
  const { pay: checkout, paying: processing } = useCheckout();
  const started = useRef(false);
  // What the page preselected once the plans were in, and whether the visitor has chosen since.
  const preselected = useRef<{ subPlanId: number | null; code: string; chosen: boolean } | null>(
    null,
  );
  const details = useGetRegDetailsQuery();

  // One card per duration; the plan the ad named takes its duration's place.
  const subPlans = useMemo<SubPlan[]>(
    () =>
      paywallPlans(plansQuery.data?.plans.flatMap((group) => group.sub_plan) ?? [], {
        planId: carried.planId || (plansQuery.data?.lp_plan_id ?? 0),
        subPlanId: carried.subPlanId || (plansQuery.data?.lp_sub_plan_id ?? 0),
      }),
    [plansQuery.data, carried],
  );
  const selected = subPlans.find((plan) => plan.sub_plan_id === selectedSubPlanId) ?? null;
  // Skip the trial (a sub-plan with for_skip_trial): kept for this tab with the plan and coupon.
  const [skipTrial, setSkipTrial] = useState(() => regStorage.paywallChoice()?.skipTrial ?? false);

  useEffect(() => {
    document.title = 'Choose your plan | RWL';
    dispatch(plansReset());
  }, [dispatch]);

  // Once the plans are in: preselect what the visitor chose before a reload, else the ad's plan (or
  // the reply's landing-page plan) and its coupon.
  useEffect(() => {
    if (started.current || !plansQuery.data || !subPlans.length) return;
    started.current = true;
    const kept = regStorage.paywallChoice();
    const initial =
      subPlans.find(
        (plan) => kept && plan.plan_id === kept.planId && plan.sub_plan_id === kept.subPlanId,
      ) ??
      paywallInitialPlan(subPlans, {
        planId: carried.planId || plansQuery.data.lp_plan_id,
        subPlanId: carried.subPlanId || plansQuery.data.lp_sub_plan_id,
      });
    const code = kept ? kept.couponCode : carried.couponCode || plansQuery.data.lp_coupon_code;
    preselected.current = { subPlanId: initial?.sub_plan_id ?? null, code, chosen: Boolean(kept) };
    if (code) dispatch(couponTyped(code));
    if (initial)
      dispatch(planSelected({ planId: initial.plan_id, subPlanId: initial.sub_plan_id }));
    setView(initialPaywallView(subPlans.length));
  }, [plansQuery.data, subPlans, carried, dispatch]);

  // The plan and coupon the visitor chose (once either differs from what the page preselected)
  // are kept for this tab: a reload shows them again (until paid).
  useEffect(() => {
    const start = preselected.current;
    if (!start || !selected) return;
    if (
      !start.chosen &&
      selected.sub_plan_id === start.subPlanId &&
      coupon.code === start.code &&
      !skipTrial
    )
      return;
    start.chosen = true;
    regStorage.savePaywallChoice({
      planId: selected.plan_id,
      subPlanId: selected.sub_plan_id,
      couponCode: coupon.code,
      skipTrial,
    });
  }, [selected, coupon.code, skipTrial]);

  useEffect(() => {
    if (plansQuery.error) void popups.alert(failureMessage(plansQuery.error));
  }, [plansQuery.error]);

  // The payment details start at the top of the page.
  useEffect(() => {
    if (view === 'pay') window.scrollTo?.(0, 0);
  }, [view]);

  if (plansQuery.isLoading) return <Spinner label="Loading plans" />;
  if (plansQuery.error) {
    return (
      <section className="page page--narrow">
        <ErrorState
          message={failureMessage(plansQuery.error)}
          onRetry={() => void plansQuery.refetch()}
        />
      </section>
    );
  }
  if (!subPlans.length) {
    return (
      <section className="page page--narrow">
        <p className="plans-notice">{MESSAGES.noPlans}</p>
      </section>
    );
  }

  const symbol = selected ? symbolFor(selected) : '£';
  const price = selected
    ? coupon.status === 'valid' && coupon.details
      ? coupon.details.final_amount
      : selected.price
    : 0;
  const hasTrial7 = plansQuery.data?.has_trial7 === 1;
  // Skipping the trial pays skip_plan_price today with skip_plan_coupon (a typed coupon is not used).
  const skipOffered = selected ? canSkipTrial(selected, hasTrial7) : false;
  const skipping = skipOffered && skipTrial;
  const scheduleOf = (plan: SubPlan) =>
    skipping ? skippedTrialSchedule(plan) : chargeSchedule({ plan, hasTrial7, firstPrice: price });
  const schedule = selected ? scheduleOf(selected) : null;
  const dueToday = schedule ? schedule.today : price;
  const couponBlocks = !skipping && (coupon.status === 'invalid' || coupon.status === 'validating');
  // A typed coupon the server has not judged (its check failed): paying would drop it.
  const couponUnjudged =
    !skipping && coupon.status === 'empty' && couponNeedsValidation(coupon.code);
  // Next pressed while the coupon is being checked (leaving the coupon field for Next starts the
  // check): the plan view moves on once the coupon is judged valid, and stays if it is not (or
  // if the check failed: its message is shown and the coupon is never silently dropped).
  if (nextWanted && coupon.status !== 'validating') {
    setNextWanted(false);
    if (!couponUnjudged && coupon.status !== 'invalid' && selected) setView('pay');
  }

  // Checks a typed coupon whose earlier check failed again (a failure shows the server's message).
  const checkAgain = (plan: SubPlan) =>
    checkCoupon({
      plan_id: plan.plan_id,
      sub_plan_id: plan.sub_plan_id,
      coupon_code: coupon.code.trim(),
    })
      .unwrap()
      .catch((error: unknown) => void popups.alert(failureMessage(error)));

  const onNext = () => {
    if (coupon.status === 'validating') {
      setNextWanted(true);
      return;
    }
    if (!couponUnjudged || !selected) {
      setView('pay');
      return;
    }
    // The coupon's earlier check failed: it is checked again, and Next waits for the verdict.
    setNextWanted(true);
    void checkAgain(selected);
  };

  async function pay(payMethod: PayMethod) {
    if (!selected) return;
    // One plan (the coupon field is beside the card form): a coupon whose check failed is checked
    // again instead of paying without it. Nothing is charged by this press: once the coupon is
    // judged, the summary and the pay button show the price the next press pays.
    if (couponUnjudged) {
      await checkAgain(selected);
      return;
    }
    try {
      await checkout(
        {
          kind: 'subscription',
          plan_id: selected.plan_id,
          sub_plan_id: selected.sub_plan_id,
          coupon_code: skipping
            ? selected.skip_plan_coupon
            : coupon.status === 'valid'
              ? coupon.code.trim()
              : '',
          ...(skipping ? { skip_trial: 1 as const } : {}),
          oneoffpayment: carried.oneoffpayment,
          is_offer_plan: carried.offerId ? 1 : 0,
          offer_id: carried.offerId,
        },
        payMethod,
      );
      const buyer = details.data;
      const paid = scheduleOf(selected);
      // The conversion's value is what was charged today (nothing during a free trial: spec 1 §9's fallback).
      void trackPurchase({
        price: paid.today,
        currency: selected.currency,
        user: {
          email: buyer?.email,
          first_name: buyer?.first_name,
          last_name: buyer?.last_name,
          phone: buyer?.phone,
          user_id: buyer?.user_id || regStorage.data()?.userId,
        },
      });
      const next = redirectAfterPayment(carried.sourcePage, carried.oneoffpayment);
      // The header stops offering Login and the trial at once; a reload keeps the way on.
      authSession.saveRegistrationPaid(next);
      regStorage.clearPaywallChoice();
      // The receipt ends at /thankyou (spec 1 §2), handed over in memory (a reload goes straight on).
      const receipt: Receipt = {
        plan: planName(selected.duration),
        symbol,
        schedule: paid,
        cardEnding:
          payMethod.kind === 'card' && payMethod.input.kind === 'details'
            ? payMethod.input.card.number.replace(/\D/g, '').slice(-4)
            : null,
        next,
      };
      thankYouState.hand(receipt);
      navigate('/thankyou', { replace: true });
      window.scrollTo?.(0, 0);
    } catch (error) {
      if (isCancelled(error)) return;
      // The paywall's Apple Pay message names Recurly when it is the gateway (spec 2 §8).
      await showSupportFailure({
        message: paywallWalletMessage(failureMessage(error), gatewayName()),
      });
    }
  }

  return (
    <section className="page plans-page reg-paywall">
      <h1>{view === 'plans' ? 'Choose your plan' : 'Your payment details'}</h1>
      {view === 'plans' ? (
        <>
          <p className="lead">
            Every plan includes all workouts, recipes, live classes and the community. Cancel any
            time.
          </p>
          <PlanChooser
            plans={subPlans}
            labels="paywall"
            legend="Choose your plan"
            selectedSubPlanId={selectedSubPlanId}
            discountedPrice={
              coupon.status === 'valid' && coupon.details ? coupon.details.final_amount : null
            }
            charges={{ hasTrial7: plansQuery.data?.has_trial7 === 1 }}
            onSelect={(plan) =>
              dispatch(planSelected({ planId: plan.plan_id, subPlanId: plan.sub_plan_id }))
            }
          />
          <CouponField
            planId={selected?.plan_id ?? null}
            subPlanId={selected?.sub_plan_id ?? null}
          />
          <button
            type="button"
            className="button button--primary button--large button--block"
            disabled={!selected || coupon.status === 'invalid'}
            onClick={onNext}
          >
            Next
          </button>
          <Testimonials items={details.data?.reg_details ?? []} />
        </>
      ) : selected ? (
        <>
          <div className="form-card reg-paywall__summary" aria-label="Order summary">
            <p className="summary-line">
              <span>{planName(selected.duration)}</span>
              <span>{money(selected.price, symbol)}</span>
            </p>
            {skipping ? (
              <p className="summary-line">
                <span>Free trial skipped</span>
                <span>{money(selected.skip_plan_price, symbol)}</span>
              </p>
            ) : coupon.status === 'valid' && coupon.details ? (
              <p className="summary-line">
                <span>{`Coupon ${coupon.code.trim()}`}</span>
                <span>{`-${money(selected.price - coupon.details.final_amount, symbol)}`}</span>
              </p>
            ) : null}
            {schedule ? <ChargeSummary schedule={schedule} symbol={symbol} /> : null}
          </div>
          {subPlans.length > 1 ? (
            <button
              type="button"
              className="link-button"
              onClick={() => setView('plans')}
              disabled={processing}
            >
              Change plan
            </button>
          ) : (
            <CouponField planId={selected.plan_id} subPlanId={selected.sub_plan_id} />
          )}
          {skipOffered ? (
            <SkipTrialChoice
              plan={selected}
              skip={skipping}
              disabled={processing}
              onChange={setSkipTrial}
            />
          ) : null}
          <PaymentMethodChoice
            value={method}
            onChange={(value) => dispatch(paymentMethodChosen(value))}
          />
          {method === 'card' && details.isLoading ? (
            <Spinner label="Loading your details" />
          ) : method === 'card' ? (
            <SubscriptionCardForm
              initialHolder={
                details.data
                  ? { firstName: details.data.first_name, lastName: details.data.last_name }
                  : undefined
              }
              submitLabel={`Pay ${money(dueToday, symbol)} today`}
              busy={processing || couponBlocks}
              onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
            />
          ) : (
            <button
              type="button"
              className="button button--primary button--large button--block"
              disabled={processing || couponBlocks}
              onClick={() =>
                void pay({ kind: 'wallet', price: dueToday, label: planName(selected.duration) })
              }
            >
              {`Pay ${money(dueToday, symbol)} today with wallet`}
            </button>
          )}
        </>
      ) : null}
      {processing ? <PaymentProcessing /> : null}
    </section>
  );
}
