import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useSentGiftCardsQuery } from '../api';
import { sendDay } from './BuyGiftCard';

/** Sent: the gift cards the member bought, newest first (recipient, amount, date, status). */
export function SentGiftCards() {
  const sent = useSentGiftCardsQuery();
  if (sent.isLoading) return <Spinner label="Loading your gift cards" />;
  if (sent.error || !sent.data)
    return (
      <ErrorState
        message={failureMessage(sent.error, 'We could not load your gift cards.')}
        onRetry={() => void sent.refetch()}
      />
    );
  if (sent.data.length === 0) return <p className="muted">You have not sent a gift card yet.</p>;
  return (
    <div className="gift-sent">
      <table>
        <caption className="visually-hidden">Gift cards you sent</caption>
        <thead>
          <tr>
            <th scope="col">Recipient</th>
            <th scope="col">Amount</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {sent.data.map((card) => (
            <tr key={card.gift_card_id}>
              <td>
                {card.recipient_name}
                <br />
                <span className="muted">{card.recipient_email}</span>
              </td>
              <td>{formatPrice(card.amount)}</td>
              <td>{sendDay(card.send_date)}</td>
              <td>{card.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
