import { paymentFailureMessage, PaymentError } from '@/lib/payments';

/** A wallet sheet or bank step the user closed: no error popup. */
export function isCancelled(error: unknown): boolean {
  return error instanceof PaymentError && error.code === 'cancelled';
}

/** The message the popup shows for any failure (the server's message when there is one). */
export function failureText(error: unknown): string {
  return paymentFailureMessage(error);
}
