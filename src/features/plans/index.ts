/**
 * Public surface of the plans area (issue 3) for other features (registration paywall, home):
 *
 * - model: labels (subPlanLabel, paywallLabel, planTags), price maths (money, monthlyPrice,
 *   saving, priceAfterCredit, walletAmountPence, firstPaymentAmount),
 *   redirectAfterPayment(sourcePage, oneoffpayment), eligibility rules, messages.
 * - api: useGetPlansQuery({ kind: 'paywall', type: 1 | 2, offer_id, oneoffpayment }) posts
 *   auth/plans with the registration token by default; useCheckCouponMutation; ...
 * - paymentService: makeFullSubscription(choice, method, auth = 'registration'),
 *   upgradeSubscription, oneTimePayment. method is { kind: 'card', input } (from a card form),
 *   { kind: 'saved' } or { kind: 'wallet', price, label }. 3-D Secure is handled inside;
 *   failures reject with the message to show (paymentFailureMessage from '@/lib/payments').
 * - components: PlanChooser, CouponField, GiftCardField, PaymentMethodChoice,
 *   SubscriptionCardForm, OldCardForm, showPaymentSuccess.
 * - slice: plans state (selected plan, coupon, gift card, payment method), injected on import.
 */
export * from './model';
export * from './api';
export * from './slice';
export { makeFullSubscription, upgradeSubscription, oneTimePayment, type PayMethod, type PaywallChoice, type SubscriptionChoice, type OneTimeProduct } from './paymentService';
export { PlanChooser } from './components/PlanChooser';
export { CouponField } from './components/CouponField';
export { GiftCardField } from './components/GiftCardField';
export { PaymentMethodChoice } from './components/PaymentMethodChoice';
export { SubscriptionCardForm, type CardHolder } from './components/SubscriptionCardForm';
export { OldCardForm } from './components/OldCardForm';
export { showPaymentSuccess } from './components/paymentSuccess';
export { OneTimePurchase } from './components/OneTimePurchase';
