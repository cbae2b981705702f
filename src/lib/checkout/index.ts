/**
 * The checkout: every payment (plans and upgrade, paywall, one-time purchase, coaching basket,
 * coach plans, shop, retreat booking) goes through it.
 *
 *   const { pay, paying } = useCheckout();
 *   const reply = await pay({ kind: 'coachPlan', plan_id }, { kind: 'card', input });
 *
 * Card, wallet and 3-D Secure branches live once in pay.ts (loaded with the first payment); the
 * `pay` RTK Query mutation invalidates what a paid order changed. Failures reject with a plain
 * CheckoutFailure ({ message, code }); paymentCancelled(failure) is a closed wallet sheet.
 */
export { useCheckout } from './api';
export { paymentCancelled, type CheckoutMethod, type CheckoutOrder } from './order';
