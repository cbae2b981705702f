import { useEffect } from 'react';
import { failureMessage } from '@/lib/failureMessage';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useAffiliateSummaryQuery } from '../api';
import { referralLink } from '../model';
import { BankForm } from '../components/BankForm';
import { EarningsSection } from '../components/EarningsSection';
import { InviteFriendsForm } from '../components/InviteFriendsForm';
import { PaypalForm } from '../components/PaypalForm';
import { ReferralLinkCard } from '../components/ReferralLinkCard';
import '../invite.css';

/**
 * /home/invite: the member's referral code and link, invite rows, the friends who joined and
 * what they earned, and where payouts go (PayPal or a bank account).
 */
export default function InvitePage() {
  const { data: summary, isLoading, error, refetch } = useAffiliateSummaryQuery();

  useEffect(() => {
    document.title = 'Invite your friends | RWL';
  }, []);

  return (
    <div className="page invite-page">
      <h1>Invite your friends</h1>
      <p className="lead">
        Working out is more fun together. Share your link and earn when friends join.
      </p>
      {isLoading ? (
        <Spinner label="Loading your referral details" />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : summary ? (
        <div className="invite-grid">
          <ReferralLinkCard
            code={summary.refer_code}
            link={referralLink(window.location.origin, summary.refer_code, summary.aff_type)}
          />
          <InviteFriendsForm />
          <EarningsSection summary={summary} />
          <section className="form-card invite-card" aria-labelledby="payouts-heading">
            <h2 id="payouts-heading">Payouts</h2>
            <p className="hint">Tell us where to send what you earn.</p>
            <PaypalForm linkedEmail={summary.is_paypal_linked ? summary.paypal_email : ''} />
            <BankForm
              linked={summary.is_bank_linked}
              sortCode={summary.sort_code}
              accountNumber={summary.account_number}
            />
          </section>
        </div>
      ) : null}
    </div>
  );
}
