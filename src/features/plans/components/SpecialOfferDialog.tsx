import { useNavigate } from 'react-router-dom';
import { Dialog } from '@/ui/Dialog';
import { useAppSelector } from '@/app/hooks';
import { selectProfile } from '@/features/user';
import type { CardInput } from '@/lib/payments';
import { firstPaymentAmount, money, symbolFor, type SubPlan } from '../model';
import { useCheckout } from '@/lib/checkout';
import { SubscriptionCardForm } from './SubscriptionCardForm';
import { showPaymentSuccess } from './paymentSuccess';
import { isCancelled } from './failures';
import { showSupportFailure } from '@/ui/showFailure';

interface SpecialOfferDialogProps {
  title: string;
  plan: SubPlan;
  onClose: () => void;
}

/**
 * The 30-day special offer (pre-purchased trial30 members) and the normal 30-day offer: a first
 * payment of 1.00, then the plan price; the special offer renews every 3 months.
 */
export function SpecialOfferDialog({ title, plan, onClose }: SpecialOfferDialogProps) {
  const profile = useAppSelector(selectProfile);
  const navigate = useNavigate();
  const { pay: checkout, paying: busy } = useCheckout();
  const symbol = symbolFor(plan);
  const first = firstPaymentAmount(plan, profile.has_trial30 === 1);
  const renewal =
    plan.duration === 3
      ? 'auto-renews every 3 months'
      : plan.duration === 12
        ? 'auto-renews every year'
        : 'auto-renews every month';

  const pay = async (input: CardInput | null) => {
    try {
      await checkout(
        {
          kind: 'upgrade',
          plan_id: plan.plan_id,
          sub_plan_id: plan.sub_plan_id,
          is_offer_plan: 1,
          offer_id: 0,
        },
        input ? { kind: 'card', input } : { kind: 'saved' },
      );
      onClose();
      // The first payment is 1.00: the conversion then takes the default value (spec 2 §9).
      await showPaymentSuccess({
        navigate,
        pinScreen: profile.pin_screen,
        purchase: { price: first, currency: plan.currency, user: profile },
      });
    } catch (error) {
      if (!isCancelled(error)) await showSupportFailure(error);
    }
  };

  return (
    <Dialog title={title} onClose={onClose} size="medium">
      <p className="plan-option__price">{money(first, symbol)} for your first 30 days</p>
      <p>
        Then {money(plan.price, symbol)}; your membership {renewal}. Cancel any time from your
        profile.
      </p>
      {profile.has_cards === 1 ? (
        <div className="card-form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void pay(null)}
          >
            {busy ? 'Processing…' : `Pay ${money(first, symbol)} with my saved card`}
          </button>
        </div>
      ) : (
        <SubscriptionCardForm
          submitLabel={`Pay ${money(first, symbol)}`}
          busy={busy}
          initialHolder={{ firstName: profile.first_name, lastName: profile.last_name }}
          onSubmit={(input) => pay(input)}
        />
      )}
    </Dialog>
  );
}
