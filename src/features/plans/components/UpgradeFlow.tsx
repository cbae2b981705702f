import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useCheckout } from '@/lib/checkout';
import { popups } from '@/ui/popupStore';
import { Dialog } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { isFitnessOnly, selectProfile } from '@/features/user';
import type { CardInput } from '@/lib/payments';
import { COUPON_CHECK, useCheckCouponMutation, useGetPlansQuery } from '../api';
import { GENERIC_FAILURE_MESSAGE } from '@/lib/http';
import {
  chargeSchedule,
  couponNeedsValidation,
  type CouponStatus,
  planName,
  giftCardBlocksSubmit,
  giftCreditUsed,
  MESSAGES,
  money,
  priceAfterCredit,
  specialOfferPath,
  symbolFor,
  upgradeButtonEnabled,
  upgradeEligibility,
  upgradeSubPlans,
  userPlanType,
  type SubPlan,
} from '../model';
import {
  paymentMethodChosen,
  planSelected,
  plansReset,
  selectCoupon,
  selectGiftCard,
  selectPlans,
} from '../slice';
import type { PayMethod } from '../payMethod';
import { PlanChooser } from './PlanChooser';
import { CouponField } from './CouponField';
import { GiftCardField } from './GiftCardField';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { OldCardForm } from './OldCardForm';
import { SpecialOfferDialog } from './SpecialOfferDialog';
import { showPaymentSuccess } from './paymentSuccess';
import { ChargeSummary } from './ChargeSummary';
import { isCancelled } from './failures';
import './plans.css';
import { failureMessage } from '@/lib/failureMessage';
import { showSupportFailure } from '@/ui/showFailure';

interface UpgradeFlowProps {
  goBack: string;
  wantedPlanId: number;
  wantedSubPlanId: number;
}

/**
 * Upgrade / downgrade: eligibility, special offers, the sub-plan list, coupon, gift card,
 * payment method, then the saved card (sent directly) or the card details popup, 3-D Secure
 * and the congratulations popup.
 */
export function UpgradeFlow({ goBack, wantedPlanId, wantedSubPlanId }: UpgradeFlowProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const state = useAppSelector(selectPlans);
  const coupon = useAppSelector(selectCoupon);
  const giftCard = useAppSelector(selectGiftCard);
  const eligibility = upgradeEligibility(profile);
  const downgrade = profile.type >= 2;
  const plansQuery = useGetPlansQuery(
    {
      kind: 'upgrade',
      user_id: profile.user_id,
      user_plan_type: userPlanType(profile.type, isFitnessOnly(profile)),
    },
    { skip: !eligibility.allowed },
  );
  const offerQuery = useGetPlansQuery(
    { kind: 'paywall', type: 2, auth: 'member' },
    { skip: !eligibility.allowed },
  );
  const [cardOpen, setCardOpen] = useState(false);
  const { pay: checkout, paying: busy } = useCheckout();
  const [offer, setOffer] = useState<{ title: string; plan: SubPlan } | null>(null);

  useEffect(() => () => void dispatch(plansReset()), [dispatch]);

  useEffect(() => {
    if (!eligibility.allowed) void popups.alert(eligibility.message);
    // Shown once when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const plans = useMemo(() => upgradeSubPlans(plansQuery.data?.plans ?? []), [plansQuery.data]);
  const path = plansQuery.data
    ? specialOfferPath({
        pre_purchase: plansQuery.data.pre_purchase,
        has_trial30: profile.has_trial30,
        is_premium: plansQuery.data.is_premium,
        lp_plan_id: plansQuery.data.lp_plan_id,
        lp_sub_plan_id: plansQuery.data.lp_sub_plan_id,
      })
    : null;
  const offerPlans = offerQuery.data?.plans.flatMap((group) => group.sub_plan) ?? [];
  const trial30Plan = offerPlans.find((plan) => plan.duration === 3) ?? null;
  const offer30Plan =
    offerPlans.find((plan) => plan.plan_id === 16 && plan.sub_plan_id === 62) ?? null;

  // Preselect: the plan asked for in the address, the landing-page plan, the current plan, else the most popular.
  useEffect(() => {
    if (!plansQuery.data || state.selectedSubPlanId) return;
    if (wantedSubPlanId) {
      const wanted = plans.find(
        (plan) =>
          plan.sub_plan_id === wantedSubPlanId && (!wantedPlanId || plan.plan_id === wantedPlanId),
      );
      if (!wanted) {
        void popups.alert(MESSAGES.planNotAvailable);
        return;
      }
      dispatch(planSelected({ planId: wanted.plan_id, subPlanId: wanted.sub_plan_id }));
      return;
    }
    const preferred =
      plans.find((plan) => plan.sub_plan_id === plansQuery.data?.lp_sub_plan_id) ??
      (downgrade ? plans.find((plan) => plan.sub_plan_id === profile.sub_plan_id) : undefined) ??
      plans.find((plan) => plan.is_most_popular === 1);
    if (preferred)
      dispatch(planSelected({ planId: preferred.plan_id, subPlanId: preferred.sub_plan_id }));
  }, [
    plansQuery.data,
    plans,
    wantedPlanId,
    wantedSubPlanId,
    downgrade,
    profile.sub_plan_id,
    state.selectedSubPlanId,
    dispatch,
  ]);

  // The 30-day special offer opens by itself for pre-purchased trial30 members, once (adjusted
  // during render when the plans arrive, not in an effect).
  const [offerOpened, setOfferOpened] = useState(false);
  if (path?.kind === 'trial30' && trial30Plan && !offerOpened) {
    setOfferOpened(true);
    setOffer({ title: '30-day special offer', plan: trial30Plan });
  }
  useEffect(() => {
    if (path?.kind === 'alreadyPremium') void popups.alert(path.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path?.kind]);

  if (!eligibility.allowed) {
    return (
      <div className="plans-notice" role="status">
        <p>{eligibility.message}</p>
        <Link className="button button--secondary" to={goBack}>
          Back
        </Link>
      </div>
    );
  }
  if (plansQuery.isLoading) return <Spinner label="Loading plans" />;
  if (plansQuery.error) {
    return (
      <ErrorState
        message={failureMessage(plansQuery.error, 'We could not load the plans.')}
        onRetry={() => void plansQuery.refetch()}
      />
    );
  }
  if (!plans.length) return <p className="plans-notice">{MESSAGES.noPlans}</p>;

  const selected = plans.find((plan) => plan.sub_plan_id === state.selectedSubPlanId) ?? null;
  const symbol = selected ? symbolFor(selected) : '£';
  const afterCoupon = selected
    ? coupon.status === 'valid' && coupon.details
      ? coupon.details.final_amount
      : selected.price
    : null;
  // A gift card's new price counts only for the price it was checked against (a coupon or another
  // plan changes that price, and the field checks it again).
  const giftApplies = giftCard.status === 'applied' && giftCard.price === afterCoupon;
  const afterGiftCard = giftApplies && giftCard.newPrice !== null ? giftCard.newPrice : afterCoupon;
  // The member's gift credit (redeemed gift cards) pays what it can of the rest; the server is
  // told how much, and takes it off their balance.
  const creditUsed =
    afterGiftCard === null ? 0 : giftCreditUsed(afterGiftCard, profile.gift_credit_balance);
  const total = afterGiftCard === null ? null : priceAfterCredit(afterGiftCard, creditUsed);
  const couponCode = coupon.status === 'valid' ? coupon.code.trim() : '';
  // A Free member entitled to the 7-day free trial pays nothing today (spec 2 §1, spec 3 §9).
  const schedule =
    selected && total !== null
      ? chargeSchedule({
          plan: selected,
          hasTrial7: !downgrade && profile.type === 1 && profile.has_trial7 === 1,
          firstPrice: total,
        })
      : null;
  const dueToday = schedule ? schedule.today : (total ?? 0);
  const enabled =
    upgradeButtonEnabled({
      selectedSubPlanId: state.selectedSubPlanId,
      couponStatus: coupon.status,
      downgrade,
      currentSubPlanId: profile.sub_plan_id,
    }) &&
    !giftCardBlocksSubmit(giftCard.code, giftCard.status) &&
    (giftCard.status !== 'applied' || giftApplies);

  const pay = async (method: PayMethod) => {
    if (!selected) return;
    try {
      await checkout(
        {
          kind: 'upgrade',
          plan_id: selected.plan_id,
          sub_plan_id: selected.sub_plan_id,
          coupon_code: couponCode,
          gift_card_code: giftCard.status === 'applied' ? giftCard.code.trim() : undefined,
          gift_credit_used: creditUsed > 0 ? creditUsed : undefined,
        },
        method,
      );
      setCardOpen(false);
      dispatch(plansReset());
      await showPaymentSuccess({
        navigate,
        pinScreen: profile.pin_screen,
        // What was charged today: nothing during a free trial (spec 1 §9's fallback value then).
        purchase: { price: dueToday, currency: selected.currency, user: profile },
      });
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  const onUpgrade = () => {
    if (!selected) return;
    if (state.paymentMethod === 'wallet')
      void pay({ kind: 'wallet', price: dueToday, label: planName(selected.duration) });
    else if (profile.has_cards === 1) void pay({ kind: 'saved' });
    else setCardOpen(true);
  };

  return (
    <>
      {path?.kind === 'offer30' && offer30Plan && profile.type === 1 ? (
        <div className="plans-notice">
          <p>
            <strong>30-day offer:</strong> try everything for {money(1, symbolFor(offer30Plan))} for
            30 days.
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOffer({ title: '30-day offer', plan: offer30Plan })}
          >
            See the 30-day offer
          </button>
        </div>
      ) : null}
      {path?.kind === 'trial30' && trial30Plan ? (
        <div className="plans-notice">
          <p>You have a 30-day special offer waiting.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOffer({ title: '30-day special offer', plan: trial30Plan })}
          >
            See my special offer
          </button>
        </div>
      ) : null}

      <PlanChooser
        plans={plans}
        selectedSubPlanId={state.selectedSubPlanId}
        currentSubPlanId={downgrade ? profile.sub_plan_id : undefined}
        discountedPrice={total}
        onSelect={(plan) =>
          dispatch(planSelected({ planId: plan.plan_id, subPlanId: plan.sub_plan_id }))
        }
      />
      <div className="card-form__row card-form__row--two">
        <CouponField planId={selected?.plan_id ?? null} subPlanId={selected?.sub_plan_id ?? null} />
        <GiftCardField price={afterCoupon} symbol={symbol} />
      </div>
      <PaymentMethodChoice
        value={state.paymentMethod}
        onChange={(value) => dispatch(paymentMethodChosen(value))}
        cardLabel={profile.has_cards === 1 ? 'Saved card' : 'Card'}
      />
      {schedule ? (
        <div className="upgrade-summary" aria-label="Order summary">
          {creditUsed > 0 ? (
            <p className="summary-line">
              <span>Your gift credit</span>
              <span data-testid="gift-credit-used">−{money(creditUsed, symbol)}</span>
            </p>
          ) : null}
          <ChargeSummary schedule={schedule} symbol={symbol} />
        </div>
      ) : null}
      {busy ? (
        <p className="processing" role="status">
          Processing your payment…
        </p>
      ) : null}
      <div className="card-form__actions">
        <Link className="button button--secondary" to={goBack}>
          Back
        </Link>
        <UpgradeButton
          label={downgrade ? 'Change plan' : 'Upgrade'}
          available={enabled && !busy}
          coupon={coupon}
          plan={selected}
          onUpgrade={onUpgrade}
        />
      </div>

      {cardOpen && selected ? (
        <Dialog title="Card details" onClose={() => setCardOpen(false)} size="medium">
          <p>
            {subPlanText(selected)}: {money(dueToday, symbol)} today
          </p>
          <OldCardForm
            submitLabel={`Pay ${money(dueToday, symbol)} today`}
            busy={busy}
            onCancel={() => setCardOpen(false)}
            onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
          />
        </Dialog>
      ) : null}
      {offer ? (
        <SpecialOfferDialog title={offer.title} plan={offer.plan} onClose={() => setOffer(null)} />
      ) : null}
    </>
  );
}

interface UpgradeButtonProps {
  label: string;
  available: boolean;
  coupon: { code: string; status: CouponStatus };
  plan: SubPlan | null;
  onUpgrade: () => void;
}

/**
 * The upgrade button, greyed out while the coupon is checked (spec 2 §5). Pressed straight after
 * typing a coupon, leaving the field starts the check and greys the button out before the press
 * lands: the upgrade then goes ahead once the coupon is judged valid, with the plan and coupon
 * shown then, and not at all when it is not. A typed coupon whose check failed is checked again
 * first, never dropped.
 */
function UpgradeButton({ label, available, coupon, plan, onUpgrade }: UpgradeButtonProps) {
  const [checkCoupon] = useCheckCouponMutation({ fixedCacheKey: COUPON_CHECK });
  const unjudged = coupon.status === 'empty' && couponNeedsValidation(coupon.code);
  const afterCheck = useRef(false);
  const latest = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    latest.current = available ? onUpgrade : null;
  });
  useEffect(() => {
    if (!afterCheck.current || coupon.status === 'validating') return;
    afterCheck.current = false;
    if (coupon.status === 'valid') latest.current?.();
  }, [coupon.status]);
  return (
    <button
      type="button"
      className="button button--primary button--large"
      disabled={!available}
      onPointerDown={() => {
        afterCheck.current = unjudged;
      }}
      onClick={() => {
        afterCheck.current = false;
        if (!unjudged || !plan) {
          onUpgrade();
          return;
        }
        afterCheck.current = true;
        checkCoupon({
          plan_id: plan.plan_id,
          sub_plan_id: plan.sub_plan_id,
          coupon_code: coupon.code.trim(),
        })
          .unwrap()
          .catch(
            (error: unknown) => void popups.alert(failureMessage(error, GENERIC_FAILURE_MESSAGE)),
          );
      }}
    >
      {label}
    </button>
  );
}

function subPlanText(plan: SubPlan): string {
  return planName(plan.duration);
}
