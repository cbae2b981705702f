import { isAppPath, safeExternalUrl } from '../url';
import { PaymentError } from './types';

export const THREE_DS_SUCCESS = 'loaded-frame';
export const THREE_DS_FAILURE = 'loaded-frame-fail';
export const THREE_DS_FAILED_MESSAGE = 'Your bank could not confirm this payment.';
/** The mock backend's demo bank page (public/mock-3ds.html). */
export const MOCK_BANK_PAGE = '/mock-3ds.html';

/**
 * The address a server's action_link may open as the bank step: an https address, or with the
 * mock gateway the mock's own bank page; null for anything else (`javascript:`, `data:`,
 * `//host`, plain http, other paths of the app), which would run in the app's origin or leave
 * the member's payment on a page no bank serves.
 */
export function bankStepAddress(link: string, mockGateway: boolean): string | null {
  const external = safeExternalUrl(link);
  if (external) return new URL(external).protocol === 'https:' ? external : null;
  const path = link.trim();
  if (mockGateway && isAppPath(path) && path.split(/[?#]/)[0] === MOCK_BANK_PAGE) return path;
  return null;
}

/**
 * The 3-D Secure frame: an iframe 450 by 600 whose page posts "loaded-frame" (success) or
 * "loaded-frame-fail" (failure) to this window.
 */
export function runChallengeFrame(src: string, container: HTMLElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.width = '450';
    frame.height = '600';
    frame.title = '3-D Secure authentication';
    frame.className = 'payment-overlay__frame';
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      if (event.data === THREE_DS_SUCCESS) {
        window.removeEventListener('message', onMessage);
        resolve();
      } else if (event.data === THREE_DS_FAILURE) {
        window.removeEventListener('message', onMessage);
        reject(new PaymentError('three_d_secure_failed', THREE_DS_FAILED_MESSAGE));
      }
    };
    window.addEventListener('message', onMessage);
    container.append(frame);
  });
}

/** What a return address says of the bank's check: these values mean it did not pass. */
const FAILED_VALUES = new Set([
  'fail',
  'failed',
  'failure',
  'error',
  'canceled',
  'cancelled',
  'declined',
  'requires_payment_method',
  '0',
  'false',
]);

/**
 * The message the 3-D Secure frame's return page (/confirmpayment, /confirmpaymentpaywall) posts
 * to the payment page: failure when the gateway's return address says the check failed
 * (redirect_status, status, result or success with a failing value, or an error), else success.
 * The payment page then confirms the payment with the server, which decides.
 */
export function frameResultOf(
  search: URLSearchParams,
): typeof THREE_DS_SUCCESS | typeof THREE_DS_FAILURE {
  if (search.has('error')) return THREE_DS_FAILURE;
  for (const key of ['redirect_status', 'status', 'result', 'success']) {
    const value = search.get(key)?.trim().toLowerCase();
    if (value && FAILED_VALUES.has(value)) return THREE_DS_FAILURE;
  }
  return THREE_DS_SUCCESS;
}
