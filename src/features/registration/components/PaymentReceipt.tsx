import { Link } from 'react-router-dom';
import { longDate, money, trialEndLabel, type ChargeSchedule } from '@/features/plans';
import '../registration.css';

/** What the paywall's payment bought and charged, and the one way on (invite or registration). */
export interface Receipt {
  plan: string;
  symbol: string;
  schedule: ChargeSchedule;
  cardEnding: string | null;
  next: string;
}

/** The receipt of a paywall payment: shown at /thankyou, with the one way on. */
export function PaymentReceipt({ receipt }: { receipt: Receipt }) {
  const { schedule, symbol } = receipt;
  return (
    <section className="page page--narrow reg-paywall">
      <div className="form-card reg-receipt" role="status">
        <h1>Payment successful</h1>
        <p className="lead">Welcome to RWL. Here is your receipt; we have emailed you a copy.</p>
        <dl className="reg-receipt__list" aria-label="Receipt">
          <div>
            <dt>Plan</dt>
            <dd>{receipt.plan}</dd>
          </div>
          <div>
            <dt>Paid today</dt>
            <dd>{money(schedule.today, symbol)}</dd>
          </div>
          <div>
            <dt>Paid with</dt>
            <dd>{receipt.cardEnding ? `Card ending ${receipt.cardEnding}` : 'Wallet'}</dd>
          </div>
          {schedule.trialEnds ? (
            <div>
              <dt>{trialEndLabel(schedule)}</dt>
              <dd>{longDate(schedule.trialEnds)}</dd>
            </div>
          ) : null}
          <div>
            <dt>Next payment</dt>
            <dd>{`${money(schedule.next.amount, symbol)} on ${longDate(schedule.next.date)}`}</dd>
          </div>
        </dl>
        <Link
          className="button button--primary button--large button--block"
          to={receipt.next}
          replace
        >
          {receipt.next === '/registration' ? 'Set up my plan' : 'Continue'}
        </Link>
      </div>
    </section>
  );
}
