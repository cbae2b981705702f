/**
 * Public surface of the plans area (issue 3) for other features (registration paywall, home):
 *
 * - model: labels (subPlanLabel, paywallLabel, planTags), price maths (money, monthlyPrice,
 *   saving, priceAfterCredit, walletAmountPence, firstPaymentAmount),
 *   redirectAfterPayment(sourcePage, oneoffpayment), eligibility rules, messages.
 * - api: useGetPlansQuery({ kind: 'paywall', type: 1 | 2, offer_id, oneoffpayment }) posts
 *   auth/plans with the registration token by default; useCheckCouponMutation; ...
 * - payMethod: PayMethod, { kind: 'card', input } (from a card form), { kind: 'saved' } or
 *   { kind: 'wallet', price, label }, paid through the checkout (useCheckout from
 *   '@/lib/checkout'); failures reject with the message to show (showSupportFailure in '@/ui/showFailure').
 * - components: PlanChooser, CouponField, GiftCardField, PaymentMethodChoice,
 *   SubscriptionCardForm, OldCardForm, showPaymentSuccess, OneTimePurchase and SoldSeparately
 *   (a blog, recipe, video or community sold separately: its price and the one-time purchase).
 * - slice: plans state (selected plan, coupon, gift card, payment method), injected on import.
 */
// The plans styles come with the area (the profile's plan and renewal screens use them too).
import './components/plans.css';

export * from './model';
export * from './api';
export * from './slice';
export type { PayMethod } from './payMethod';
export { PlanChooser } from './components/PlanChooser';
export { CouponField } from './components/CouponField';
export { PaymentMethodChoice, type PaymentMethod } from './components/PaymentMethodChoice';
export { SubscriptionCardForm } from './components/SubscriptionCardForm';
export { OldCardForm } from './components/OldCardForm';
export { showPaymentSuccess } from './components/paymentSuccess';
export { OneTimePurchase } from './components/OneTimePurchase';
export { SoldSeparately } from './components/SoldSeparately';
export { isCancelled } from './components/failures';
export { UpgradeFlow } from './components/UpgradeFlow';
export { trackPurchase } from './components/paymentSuccess';
export { ChargeSummary } from './components/ChargeSummary';
export { SkipTrialChoice } from './components/SkipTrialChoice';
