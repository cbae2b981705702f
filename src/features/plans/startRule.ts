/** Start-up rule (kept tiny: the member shell reads it): the offer popup opens 2 s after load when oneoffpayment is 2 and is_new_free is 1. */
export function opensOfferAtStart(user: { oneoffpayment: number; is_new_free: number }): boolean {
  return Number(user.oneoffpayment) === 2 && Number(user.is_new_free) === 1;
}
export const OFFER_POPUP_DELAY_MS = 2000;
