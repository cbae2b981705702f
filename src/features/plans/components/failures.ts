import { paymentCancelled } from '@/lib/checkout';

/** A wallet sheet or bank step the user closed: no error popup. */
export function isCancelled(error: unknown): boolean {
  return paymentCancelled(error);
}
