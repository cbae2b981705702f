import { failureMessage } from '@/lib/failureMessage';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useAffiliateHistoryQuery } from '../api';
import { formatEarning, STATUS_LABELS, type AffiliateSummary } from '../model';
import { longDate } from '@/lib/format/days';

/** Friends who joined with the member's link and what each earned, in the member's currency. */
export function EarningsSection({ summary }: { summary: AffiliateSummary }) {
  const { data, isLoading, error, refetch } = useAffiliateHistoryQuery();
  const currency = summary.aff_currency;
  return (
    <section className="form-card invite-card" aria-labelledby="earnings-heading">
      <h2 id="earnings-heading">Friends and earnings</h2>
      {summary.commission_desc ? <p className="hint">{summary.commission_desc}</p> : null}
      <dl className="invite-totals">
        <div>
          <dt>Friends who joined</dt>
          <dd>{summary.total_referred_users}</dd>
        </div>
        <div>
          <dt>Earned</dt>
          <dd>{formatEarning(summary.total_earned, currency)}</dd>
        </div>
        <div>
          <dt>Per paying friend</dt>
          <dd>{formatEarning(summary.aff_amount, currency)}</dd>
        </div>
      </dl>
      {isLoading ? (
        <Spinner label="Loading your referred friends" />
      ) : error ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data && data.records.length === 0 ? (
        <EmptyState title="No friends have joined yet">
          <p className="hint">Share your link: you earn when a friend joins on a paid plan.</p>
        </EmptyState>
      ) : data ? (
        <ul className="invite-history" aria-label="Friends you referred">
          {data.records.map((referral) => (
            <li key={referral.referral_id} className="invite-history__item">
              <span className="invite-history__name">
                {`${referral.first_name} ${referral.last_name}`.trim()}
              </span>
              <span className="hint">
                Joined {longDate(referral.joined_date)}
                {referral.plan_title ? ` · ${referral.plan_title}` : ''}
              </span>
              <span className="invite-history__amount">
                {formatEarning(referral.amount, data.aff_currency)}{' '}
                <span className={`invite-badge invite-badge--${referral.status}`}>
                  {STATUS_LABELS[referral.status]}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
