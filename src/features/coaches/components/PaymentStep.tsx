import { useState } from 'react';
import { paymentFailureMessage, type CardInput } from '@/lib/payments';
import { popups } from '@/ui/popupStore';
import { SubscriptionCardForm, isCancelled } from '@/features/plans';
import { planPrice, type CoachPlan } from '../model';
import { payCoachPlan } from '../paymentService';

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
  const [busy, setBusy] = useState(false);
  async function pay(input: CardInput) {
    setBusy(true);
    try {
      await payCoachPlan(plan.plan_id, input);
      onPaid();
    } catch (error) {
      setBusy(false);
      if (!isCancelled(error)) await popups.alert(paymentFailureMessage(error));
    }
  }
  return (
    <>
      <p className="lead">
        {plan.title}: <strong>{planPrice(plan)}</strong>
      </p>
      <SubscriptionCardForm
        submitLabel={`Pay ${planPrice(plan)}`}
        busy={busy}
        initialHolder={holder}
        onSubmit={(input) => pay(input)}
      />
    </>
  );
}
