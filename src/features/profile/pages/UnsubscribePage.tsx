import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { api } from '@/lib/api';
import { popups } from '@/ui/popupStore';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { TextField } from '@/ui/TextField';
import { MAX_LENGTH } from '@/lib/validation';
import { useCheckout } from '@/lib/checkout';
import type { CardInput } from '@/lib/payments';
import { selectProfile } from '@/features/user';
import {
  useAddCancellationButtonTagMutation,
  useAddCouponToSubscriptionMutation,
  useCancelSubscriptionMutation,
  useGetCancellationProcessQuery,
  useGetPlansQuery,
  showPaymentSuccess,
  isCancelled,
  MESSAGES,
} from '@/features/plans';
import type { PlanGroup, SubPlan, CancellationButton } from '@/features/plans';
import { ExitQuizDialog, type ExitQuizAnswer } from '@/features/quiz';
import { PlanSelectionDialog } from '../components/PlanSelectionDialog';
import '../profile.css';
import { failureMessage } from '@/lib/failureMessage';
import { showSupportFailure } from '@/ui/showFailure';

/** Pay less: the plans with a 6-month option. */
function payLessFrom(groups: PlanGroup[]): SubPlan[] {
  return groups
    .filter((group) => group.sub_plan.some((plan) => plan.duration === 6))
    .flatMap((group) => group.sub_plan);
}

/** How much will you save?: the member's own plan and Premium (plan 3). */
function switchFrom(groups: PlanGroup[], currentPlanId: number): SubPlan[] {
  return groups
    .filter((group) => group.plan_id === currentPlanId || group.plan_id === 3)
    .flatMap((group) => group.sub_plan);
}

const WELL_BEING = "We understand tough financial times shouldn't compromise your well-being.";
const FOR_EVERYONE = 'Which is why we have something for everyone.';

/** /home/profile/unsubscribe: pay less (6 months at half price), switch plan, or cancel; ends on /home. */
export default function UnsubscribePage() {
  const profile = useAppSelector(selectProfile);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const process = useGetCancellationProcessQuery();
  const plans = useGetPlansQuery({ kind: 'cancellation', user_id: profile.user_id });
  const [tag] = useAddCancellationButtonTagMutation();
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [addCoupon, couponState] = useAddCouponToSubscriptionMutation();
  const [popup, setPopup] = useState<'pay_less' | 'save' | 'exit_quiz' | null>(null);
  const { pay: checkout, paying: busy } = useCheckout();
  const [coupon, setCoupon] = useState('');

  useEffect(() => {
    document.title = 'Before you go | RWL';
  }, []);

  if (process.isLoading || plans.isLoading) return <Spinner label="Loading your options" />;
  if (process.error || !process.data) {
    return (
      <ErrorState
        message={failureMessage(process.error, 'We could not load your options.')}
        onRetry={() => void process.refetch()}
      />
    );
  }

  const groups = plans.data?.plans ?? [];
  const payLessPlans = payLessFrom(groups);
  const switchPlans = switchFrom(groups, profile.current_plan_id);
  const monthly = switchPlans.find((plan) => plan.duration === 1)?.price ?? 19.99;

  const onButton = async (button: CancellationButton) => {
    void tag({
      button_id: button.button_id,
      plan_id: profile.current_plan_id,
      sub_plan_id: profile.sub_plan_id,
    });
    if (button.action === 'pay_less' || button.action === 'save') {
      // Never an empty plan popup: a failed plan list is asked for again, else says why.
      let groupsNow = groups;
      if (plans.error) {
        const again = await plans.refetch();
        if (again.error || !again.data) {
          await popups.alert(failureMessage(again.error, 'We could not load the plans.'));
          return;
        }
        groupsNow = again.data.plans;
      }
      const offered =
        button.action === 'pay_less'
          ? payLessFrom(groupsNow)
          : switchFrom(groupsNow, profile.current_plan_id);
      if (!offered.length) {
        await popups.alert(MESSAGES.noPlans);
        return;
      }
      setPopup(button.action);
      return;
    }
    // The exit quiz is asked first (quiz/cancel_membership); its answer goes with the cancellation.
    setPopup('exit_quiz');
  };

  const onExitQuiz = async (answer: ExitQuizAnswer | null) => {
    setPopup(null);
    const sure = await popups.confirm(
      'Your membership will end at your next renewal date.',
      'Cancel my membership',
      'Confirm',
      'Cancel',
    );
    if (!sure) return;
    try {
      const message = await cancel(answer ?? { reason: '' }).unwrap();
      dispatch(api.util.invalidateTags(['User', 'Plans']));
      await popups.alert(message, 'Success');
      navigate('/home');
    } catch (error) {
      await showSupportFailure(error);
    }
  };

  const onChoose = async (plan: SubPlan, card: CardInput | null) => {
    try {
      await checkout(
        { kind: 'upgrade', plan_id: plan.plan_id, sub_plan_id: plan.sub_plan_id },
        card ? { kind: 'card', input: card } : { kind: 'saved' },
      );
      setPopup(null);
      await showPaymentSuccess({
        navigate,
        pinScreen: profile.pin_screen,
        purchase: { price: plan.price, currency: plan.currency, user: profile },
      });
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  const onCoupon = async () => {
    try {
      await addCoupon({
        coupon_code: coupon.trim(),
        plan_id: profile.current_plan_id,
        sub_plan_id: profile.sub_plan_id,
      }).unwrap();
      setCoupon('');
      await popups.alert('Your coupon has been added to your membership.', 'Success');
    } catch (error) {
      // The refusal names the coupon field's "remove code >>" link, which the popup does not have.
      await popups.alert(failureMessage(error).replace(/\s*remove code >>$/, ''));
    }
  };

  return (
    <div className="page plans-page">
      <h1>{process.data.title || WELL_BEING}</h1>
      <p className="lead">{process.data.description || FOR_EVERYONE}</p>
      {process.data.sub_description ? <p>{process.data.sub_description}</p> : null}
      <div className="unsubscribe-options">
        {process.data.buttons.map((button) => (
          <button
            key={button.button_id}
            type="button"
            className={`button ${button.action === 'cancel' ? 'button--ghost' : 'button--primary'} button--large`}
            disabled={cancelState.isLoading}
            onClick={() => void onButton(button)}
          >
            {button.title}
          </button>
        ))}
      </div>
      <section className="form-card profile-section" aria-labelledby="coupon-title">
        <h2 id="coupon-title">Have a coupon?</h2>
        <TextField
          label="Coupon for my membership"
          maxLength={MAX_LENGTH.code}
          value={coupon}
          onChange={(event) => setCoupon(event.target.value)}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={!coupon.trim() || couponState.isLoading}
          onClick={() => void onCoupon()}
        >
          Apply coupon
        </button>
      </section>
      {popup === 'exit_quiz' ? (
        <ExitQuizDialog
          onAnswer={(answer) => void onExitQuiz(answer)}
          onSkip={() => void onExitQuiz(null)}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {popup === 'pay_less' ? (
        <PlanSelectionDialog
          title="Pay less"
          intro="Keep everything you love for 6 months at half price."
          plans={payLessPlans}
          monthlyReference={monthly}
          currentSubPlanId={profile.sub_plan_id}
          hasCard={profile.has_cards === 1}
          busy={busy}
          onClose={() => setPopup(null)}
          onChoose={(plan, card) => void onChoose(plan, card)}
        />
      ) : null}
      {popup === 'save' ? (
        <PlanSelectionDialog
          title="How much will you save?"
          intro="A longer plan costs less each month."
          plans={switchPlans}
          monthlyReference={monthly}
          currentSubPlanId={profile.sub_plan_id}
          hasCard={profile.has_cards === 1}
          busy={busy}
          onClose={() => setPopup(null)}
          onChoose={(plan, card) => void onChoose(plan, card)}
        />
      ) : null}
    </div>
  );
}
