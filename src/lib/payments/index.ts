/**
 * Payments core (issue 3). Import from '@/lib/payments' on payment screens only.
 *
 *   const gateway = await getPaymentGateway();          // mock | recurly | stripe, lazily loaded
 *   const token = await gateway.tokenizeCard({ kind: 'details', card });   // never keep `card`
 *   const reply = await payWithThreeDSecure(gateway, (extra) =>
 *     apiRequest({ url: 'payments/make_full_subscription', method: 'POST', body: { ...body, recurly_token: token.token, ...extra }, auth: 'registration' }));
 *   const wallet = await gateway.walletPay({ amountPence, label, country: 'GB', currency: 'gbp' });
 *
 * Failures: PaymentError (code + message, e.g. WALLET_FAILED_MESSAGE) or ApiError (server message);
 * paymentFailureMessage(error) gives the text to show in the popup.
 */
export * from './types';
export { gatewayName, getPaymentGateway } from './gateway';
export { paymentFailureMessage } from './flow';
export { DECLINED_MESSAGE } from './mockCards';
