import { apiRequest } from '@/lib/api/request';
import { getPaymentGateway, payWithThreeDSecure, type CardInput } from '@/lib/payments';

/**
 * Pays a professional's plan by card (fitpro/purchase_plan) through the payment gateway: the card
 * is tokenised (never kept), and the bank's 3-D Secure step runs when the server asks for it.
 * Rejects with the message to show (a declined card: "Your card was declined.").
 */
export async function payCoachPlan(planId: string, input: CardInput): Promise<string> {
  const gateway = await getPaymentGateway();
  const token = await gateway.tokenizeCard(input);
  const reply = await payWithThreeDSecure(
    gateway,
    (extra) =>
      apiRequest({
        url: 'fitpro/purchase_plan',
        method: 'POST',
        auth: 'member',
        body: { plan_id: planId, recurly_token: token.token, is_apple_pay: '2', ...extra },
      }),
    { path: 'fitpro/purchase_plan', plan_id: planId },
  );
  return reply.message;
}
