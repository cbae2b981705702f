import { paymentCancelled, useCheckout } from '@/lib/checkout';
import type { CardInput } from '@/lib/payments';
import { SubscriptionCardForm } from '@/features/plans';
import { planPrice, type CoachPlan } from '../model';
import { showSupportFailure } from '@/ui/showFailure';

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
      if (!paymentCancelled(error)) await showSupportFailure(error);
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
