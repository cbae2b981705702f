import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { conversionValue } from '@/lib/analytics/tracking';
import { PaymentReceipt } from '../components/PaymentReceipt';
import { thankYouState } from '../thankYou';

/** Logs the thank-you page once (frontend/log_thankyou); a failure is silently ignored (spec 1 §8). */
async function logThankYou(price: number, plan: string): Promise<void> {
  try {
    const { apiRequest } = await import('@/lib/api/request');
    await apiRequest({
      url: 'frontend/log_thankyou',
      method: 'POST',
      body: { price: conversionValue(price, 'GBP'), currency: 'GBP', plan },
      auth: 'registration',
    });
  } catch {
    // Not the visitor's concern.
  }
}

const safePath = (path: string | null) =>
  path && path.startsWith('/') && !path.startsWith('//') ? path : null;

/**
 * /thankyou: where a purchase from a landing page ends (the paywall's receipt, with its one way
 * on). Opened again (a reload) it goes straight on to where the new member finishes.
 */
export default function ThankYouPage() {
  const [receipt] = useState(() => thankYouState.peek());
  const [paidNext] = useState(() => safePath(authSession.registrationPaidNext()));

  useEffect(() => {
    document.title = 'Thank you | RWL';
    if (!receipt) return;
    thankYouState.shown(receipt);
    void logThankYou(receipt.schedule.today, receipt.plan);
  }, [receipt]);

  if (receipt) return <PaymentReceipt receipt={receipt} />;
  if (paidNext) return <Navigate to={paidNext} replace />;
  return (
    <section className="page page--narrow">
      <div className="form-card" role="status">
        <h1>Thank you</h1>
        <p className="lead">Your purchase is complete. We have emailed you the details.</p>
        <Link className="button button--primary" to={authSession.isLoggedIn() ? '/home' : '/login'}>
          {authSession.isLoggedIn() ? 'Go to my dashboard' : 'Log in'}
        </Link>
      </div>
    </section>
  );
}
