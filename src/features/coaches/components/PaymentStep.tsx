import { paymentCancelled, useCheckout } from '@/lib/checkout';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { SubscriptionCardForm } from '@/features/plans';
import { planPrice, type CoachPlan } from '../model';

interface PaymentStepProps {
  plan: CoachPlan;
  holder: { firstName: string; lastName: string };
  onPaid: () => void;
}

/**
 * Step 7 (loaded only at this step, with the payment gateway): the card form; a declined card
 * shows the server's message and the form stays filled for another try.
 */
export default function PaymentStep({ plan, holder, onPaid }: PaymentStepProps) {
  const { pay: checkout, paying } = useCheckout();
  async function pay(input: CardInput) {
    try {
      // fitpro/purchase_plan by card (3-D Secure when the bank asks).
      await checkout({ kind: 'coachPlan', plan_id: plan.plan_id }, { kind: 'card', input });
      onPaid();
    } catch (error) {
      if (!paymentCancelled(error)) await popups.alert(paymentFailureMessage(error));
    }
  }
  return (
    <>
      <p className="lead">
        {plan.title}: <strong>{planPrice(plan)}</strong>
      </p>
      <SubscriptionCardForm
        submitLabel={`Pay ${planPrice(plan)}`}
        busy={paying}
        initialHolder={holder}
        onSubmit={(input) => pay(input)}
      />
    </>
  );
}
