import { failureMessage } from '@/lib/failureMessage';
import { SUPPORT_EMAIL } from '@/lib/facts';
import { DISMISSED, popups } from './popupStore';

/** A failed call: the server's message in the shared popup (what the member typed stays). */
export function showFailure(error: unknown): void {
  void popups.alert(failureMessage(error));
}

/**
 * A failed payment or account change: the server's message in the shared popup's support-address
 * variant (spec 1 §8: "support address: {email}"), so the member knows whom to write to. Nothing
 * shows for a call the app cancelled.
 */
export function showSupportFailure(error: unknown, fallback?: string): Promise<string> {
  const message = failureMessage(error, fallback);
  if (!message.trim()) return Promise.resolve(DISMISSED);
  return popups.show({ title: 'Alert', message, supportEmail: SUPPORT_EMAIL });
}
