import type { Receipt } from './components/PaymentReceipt';

/**
 * The thank-you state (spec 1 §5): the paywall's receipt, handed to /thankyou in memory. A reload
 * of /thankyou has none and goes straight on to where the new member finishes, never back to a
 * payment.
 */
let pending: Receipt | null = null;

export const thankYouState = {
  hand(receipt: Receipt): void {
    pending = receipt;
  },
  /**
   * The receipt handed over, read while rendering: a render React throws away (a route that
   * suspends, a transition restarted) must not lose it, so it is only read here.
   */
  peek(): Receipt | null {
    return pending;
  },
  /** The receipt was shown: opened again, /thankyou goes straight on. */
  shown(receipt: Receipt): void {
    if (pending === receipt) pending = null;
  },
};
