import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  OldCardForm,
  PaymentMethodChoice,
  PlanChooser,
  decryptOriginalPrice,
  isCancelled,
  money,
  planName,
  showPaymentSuccess,
  symbolFor,
  upgradeSubPlans,
  useGetOffersQuery,
  useGetPlansQuery,
  type OfferPlan,
  type PayMethod,
  type SubPlan,
} from '@/features/plans';
import type { UserProfile } from '@/features/user';
import { useCheckout } from '@/lib/checkout';
import { failureMessage } from '@/lib/failureMessage';
import type { FormerMembership } from '@/lib/lapsedMember';
import type { CardInput } from '@/lib/payments';
import { safeUrl } from '@/lib/url';
import { Dialog } from '@/ui/Dialog';
import { SafeImage } from '@/ui/SafeImage';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { showSupportFailure } from '@/ui/showFailure';
import { rejoinDraft, type RejoinChoice, type RejoinMethod } from '../draft';

interface RejoinChooserProps {
  profile: UserProfile;
  former: FormerMembership;
}

/** The plan a choice pays for, found in the plan list or the offers. */
function chosenPlan(
  choice: RejoinChoice | null,
  plans: SubPlan[],
  offers: OfferPlan[],
): { plan: SubPlan; offer: OfferPlan | null } | null {
  if (!choice) return null;
  if (choice.kind === 'plan') {
    const plan = plans.find(
      (candidate) =>
        candidate.plan_id === choice.plan_id && candidate.sub_plan_id === choice.sub_plan_id,
    );
    return plan ? { plan, offer: null } : null;
  }
  const offer = offers.find((candidate) => candidate.offer_id === choice.offer_id);
  const plan = offer?.sub_plan.find(
    (candidate) =>
      candidate.plan_id === choice.plan_id && candidate.sub_plan_id === choice.sub_plan_id,
  );
  return offer && plan ? { plan, offer } : null;
}

/**
 * A former member's way back: their old plan (preselected), the current offers and the other
 * plans, how to pay (saved card, a new card, the wallet), then the checkout: the bank's 3-D
 * Secure step when asked, and the congratulations popup. The choice survives a reload.
 */
export function RejoinChooser({ profile, former }: RejoinChooserProps) {
  const navigate = useNavigate();
  const offerGroup = useId();
  const plansQuery = useGetPlansQuery({
    kind: 'upgrade',
    user_id: profile.user_id,
    user_plan_type: 'free',
  });
  const offersQuery = useGetOffersQuery({ offer_id: 0 });
  const [draft, setDraft] = useState(rejoinDraft.get);
  const [cardOpen, setCardOpen] = useState(false);
  const { pay: checkout, paying } = useCheckout();

  if (plansQuery.isLoading) return <Spinner label="Loading your plans" />;
  if (plansQuery.error || !plansQuery.data) {
    return (
      <div className="page">
        <ErrorState
          message={failureMessage(plansQuery.error, 'We could not load the plans.')}
          onRetry={() => void plansQuery.refetch()}
        />
      </div>
    );
  }

  const allPlans = plansQuery.data.plans.flatMap((group) => group.sub_plan);
  const oldPlan =
    allPlans.find(
      (plan) =>
        plan.plan_id === profile.current_plan_id && plan.sub_plan_id === profile.sub_plan_id,
    ) ?? null;
  const otherPlans = upgradeSubPlans(plansQuery.data.plans).filter((plan) => plan !== oldPlan);
  // Offers that fail to load say so (with Try again) and leave the plans to choose from.
  const offers = offersQuery.data ?? [];
  const choice: RejoinChoice | null =
    draft.choice ??
    (oldPlan ? { kind: 'plan', plan_id: oldPlan.plan_id, sub_plan_id: oldPlan.sub_plan_id } : null);
  const chosen = chosenPlan(choice, [...(oldPlan ? [oldPlan] : []), ...otherPlans], offers);
  const savedCard = profile.has_cards === 1;
  const method: RejoinMethod = draft.method ?? (savedCard ? 'saved' : 'card');
  const symbol = chosen ? symbolFor(chosen.plan) : '£';
  const price = chosen ? chosen.plan.price : 0;

  const choose = (next: RejoinChoice) => {
    rejoinDraft.choose(next);
    setDraft(rejoinDraft.get());
  };
  const choosePlan = (plan: SubPlan) =>
    choose({ kind: 'plan', plan_id: plan.plan_id, sub_plan_id: plan.sub_plan_id });

  const pay = async (payMethod: PayMethod) => {
    if (!chosen) return;
    try {
      await checkout(
        {
          kind: 'upgrade',
          plan_id: chosen.plan.plan_id,
          sub_plan_id: chosen.plan.sub_plan_id,
          coupon_code: '',
          ...(chosen.offer ? { is_offer_plan: 1 as const, offer_id: chosen.offer.offer_id } : {}),
        },
        payMethod,
      );
      setCardOpen(false);
      rejoinDraft.paid();
      await showPaymentSuccess({
        navigate,
        pinScreen: profile.pin_screen,
        purchase: { price, currency: chosen.plan.currency, user: profile },
      });
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  const onRejoin = () => {
    if (!chosen) return;
    if (method === 'wallet')
      void pay({ kind: 'wallet', price, label: planName(chosen.plan.duration) });
    else if (method === 'saved' && savedCard) void pay({ kind: 'saved' });
    else setCardOpen(true);
  };

  const oldTitle = oldPlan?.title || 'Premium';
  const offerImage = safeUrl(profile.offer_img);
  return (
    <div className="page plans-page rejoin">
      <h1>Welcome back, {profile.first_name || 'friend'}</h1>
      <p className="lead">
        {former === 'cancelled'
          ? `You cancelled your ${oldTitle} plan.`
          : `Your ${oldTitle} plan has lapsed.`}{' '}
        Rejoin today: your planner, playlists, favourites and community are all still here.
      </p>

      <section className="rejoin__section" aria-labelledby="rejoin-old-plan">
        <h2 id="rejoin-old-plan">Your old plan</h2>
        {oldPlan ? (
          <PlanChooser
            plans={[oldPlan]}
            legend="Your old plan"
            selectedSubPlanId={choice?.kind === 'plan' ? choice.sub_plan_id : null}
            onSelect={choosePlan}
          />
        ) : (
          <p className="plans-notice">
            Your old plan is no longer offered. Choose one of our current plans below.
          </p>
        )}
      </section>

      {offers.length || offersQuery.error || offersQuery.isFetching ? (
        <section className="rejoin__section" aria-labelledby="rejoin-offers">
          <h2 id="rejoin-offers">Current offers</h2>
          {offersQuery.error ? (
            <ErrorState
              message={failureMessage(offersQuery.error, 'We could not load the current offers.')}
              onRetry={() => void offersQuery.refetch()}
            />
          ) : !offers.length ? (
            <Spinner label="Loading the current offers" />
          ) : (
            <>
              {offerImage ? (
                <SafeImage className="rejoin__offer-img" src={offerImage} alt="" />
              ) : null}
              <fieldset className="plan-list">
                <legend className="visually-hidden">Current offers</legend>
                {offers.flatMap((offer) =>
                  offer.sub_plan.map((plan) => {
                    const was = decryptOriginalPrice(offer.original_price);
                    const label = offer.card_title || offer.title || plan.title;
                    return (
                      <label key={`${offer.offer_id}-${plan.sub_plan_id}`} className="plan-option">
                        <input
                          type="radio"
                          name={offerGroup}
                          checked={
                            choice?.kind === 'offer' &&
                            choice.offer_id === offer.offer_id &&
                            choice.sub_plan_id === plan.sub_plan_id
                          }
                          onChange={() =>
                            choose({
                              kind: 'offer',
                              offer_id: offer.offer_id,
                              plan_id: plan.plan_id,
                              sub_plan_id: plan.sub_plan_id,
                            })
                          }
                          aria-label={`${label}, ${money(plan.price, symbolFor(plan))}`}
                        />
                        {offer.plan_sub_header ? (
                          <span className="plan-tags">
                            <span className="plan-tag">{offer.plan_sub_header}</span>
                          </span>
                        ) : null}
                        <span className="plan-option__label">{label}</span>
                        <span className="plan-option__price">
                          {was ? (
                            <>
                              <s className="plan-option__was">
                                <span className="visually-hidden">was </span>
                                {money(Number(was), offer.currency_symbol || symbolFor(plan))}
                              </s>{' '}
                            </>
                          ) : null}
                          {money(plan.price, offer.currency_symbol || symbolFor(plan))}
                        </span>
                        {offer.footer_renewal_text ? (
                          <span className="plan-option__terms">{offer.footer_renewal_text}</span>
                        ) : null}
                      </label>
                    );
                  }),
                )}
              </fieldset>
            </>
          )}
        </section>
      ) : null}

      {otherPlans.length ? (
        <section className="rejoin__section" aria-labelledby="rejoin-other-plans">
          <h2 id="rejoin-other-plans">Our other plans</h2>
          <PlanChooser
            plans={otherPlans}
            legend="Our other plans"
            selectedSubPlanId={
              choice?.kind === 'plan' && choice.sub_plan_id !== oldPlan?.sub_plan_id
                ? choice.sub_plan_id
                : null
            }
            onSelect={choosePlan}
          />
        </section>
      ) : null}

      {savedCard ? (
        <PaymentMethodChoice
          savedCard
          value={method}
          onChange={(value) => {
            rejoinDraft.payWith(value);
            setDraft(rejoinDraft.get());
          }}
        />
      ) : (
        <PaymentMethodChoice
          value={method === 'wallet' ? 'wallet' : 'card'}
          onChange={(value) => {
            rejoinDraft.payWith(value);
            setDraft(rejoinDraft.get());
          }}
        />
      )}
      {paying ? (
        <p className="processing" role="status">
          Processing your payment…
        </p>
      ) : null}
      <div className="card-form__actions">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={!chosen || paying}
          onClick={onRejoin}
        >
          {chosen ? `Rejoin for ${money(price, symbol)}` : 'Choose a plan to rejoin'}
        </button>
      </div>

      {cardOpen && chosen ? (
        <Dialog title="Card details" onClose={() => setCardOpen(false)} size="medium">
          <p>
            {chosen.offer ? chosen.offer.card_title || chosen.offer.title : chosen.plan.title}:{' '}
            {money(price, symbol)} today
          </p>
          <OldCardForm
            submitLabel={`Pay ${money(price, symbol)} today`}
            busy={paying}
            onCancel={() => setCardOpen(false)}
            onSubmit={(input: CardInput) => pay({ kind: 'card', input })}
          />
        </Dialog>
      ) : null}
    </div>
  );
}
