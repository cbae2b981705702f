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
export { getPaymentGateway, gatewayName, PAYMENT_NOT_CONFIGURED_MESSAGE } from './gateway';
export {
  payWithThreeDSecure,
  runThreeDSecure,
  recordAbandonedCart,
  transactionError,
  actionLink,
  paymentFailureMessage,
  type PaymentReply,
  type TransactionError,
} from './flow';
export { THREE_DS_SUCCESS, THREE_DS_FAILURE } from './threeDSecureFrame';
export { DECLINED_MESSAGE } from './mockCards';
