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
  /** The receipt handed over, once. */
  take(): Receipt | null {
    const receipt = pending;
    pending = null;
    return receipt;
  },
};
