import './paymentProcessing.css';

/**
 * The wait while a payment is taken (card, saved card or wallet): a panel over the page that says
 * so, announced politely, the same on every payment screen (paywall, shop checkout, coaching
 * basket, retreat booking). The bank's 3-D Secure step and the wallet sheet open above it.
 */
export function PaymentProcessing({ label = 'Processing your payment…' }: { label?: string }) {
  return (
    <div className="payment-processing" role="status" aria-live="polite">
      <div className="payment-processing__panel">
        <span className="spinner__ring" aria-hidden="true" />
        <p>{label}</p>
      </div>
    </div>
  );
}
