import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  frameResultOf,
  THREE_DS_FAILED_MESSAGE,
  THREE_DS_SUCCESS,
} from '@/lib/payments/threeDSecureFrame';

/**
 * /confirmpayment and /confirmpaymentpaywall (spec 1 §2): where the bank's 3-D Secure check
 * returns, inside the payment page's frame. It tells that page the outcome ("loaded-frame" or
 * "loaded-frame-fail", spec 2 §5), which then confirms the payment with the server. Opened on
 * its own, it says the outcome and leads back.
 */
export default function ConfirmPaymentPage() {
  const { search } = useLocation();
  const result = frameResultOf(new URLSearchParams(search));
  const inFrame = window.parent !== window;

  useEffect(() => {
    document.title = 'Confirming your payment | RWL';
    if (inFrame) window.parent.postMessage(result, window.location.origin);
  }, [inFrame, result]);

  return (
    <main id="main" className="page page--narrow">
      <h1>
        {result === THREE_DS_SUCCESS ? 'Your bank has confirmed it’s you' : 'Payment not confirmed'}
      </h1>
      <p role="status">
        {result === THREE_DS_SUCCESS
          ? inFrame
            ? 'Finishing your payment…'
            : 'You can close this window and go back to your payment.'
          : THREE_DS_FAILED_MESSAGE}
      </p>
      {inFrame ? null : (
        <p>
          <a className="button button--secondary" href="/">
            Back to RWL
          </a>
        </p>
      )}
    </main>
  );
}
