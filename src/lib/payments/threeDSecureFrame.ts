import { PaymentError } from './types';

export const THREE_DS_SUCCESS = 'loaded-frame';
export const THREE_DS_FAILURE = 'loaded-frame-fail';
export const THREE_DS_FAILED_MESSAGE = 'Your bank could not confirm this payment.';

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
