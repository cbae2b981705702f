import { paymentCancelled } from '@/lib/checkout';
import { paymentFailureMessage } from '@/lib/payments';

/** A wallet sheet or bank step the user closed: no error popup. */
export function isCancelled(error: unknown): boolean {
  return paymentCancelled(error);
}

/** The message the popup shows for any failure (the server's message when there is one). */
export function failureText(error: unknown): string {
  return paymentFailureMessage(error);
}
