import { failureMessage } from '@/lib/failureMessage';
import { popups } from './popupStore';

/** A failed call: the server's message in the shared popup (what the member typed stays). */
export function showFailure(error: unknown): void {
  void popups.alert(failureMessage(error));
}
