import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import { useOrderConfirmationQuery } from '../api';
import { readOrderEmail } from '../model';
import '../shop.css';
import { formatPrice } from '@/lib/format/money';

/** No order to thank for: opened without one, or with one the server does not confirm. */
function NoOrder({ reason }: { reason?: string }) {
  return (
    <div className="page page--narrow thank-you-page">
      <h1>No order to show</h1>
      {reason ? <p>{reason}</p> : null}
      <p>This page thanks you after a checkout. Your order confirmations are in your email.</p>
      <Link className="button" to="/shop">
        Back to the shop
      </Link>
    </div>
  );
}

/**
 * /order/thank-you?order=…: the order as the server confirms it (its number and total), asked
 * with the member's token or the email the checkout used. The address alone proves nothing: an
 * order the server does not confirm (none, or someone else's) thanks nobody.
 */
export default function ThankYouPage() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const asked = (search.get('order') ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  const confirmation = useOrderConfirmationQuery(
    { orderNumber: asked, email: readOrderEmail(state) },
    { skip: !asked },
  );
  const order = confirmation.data;
  const notFound =
    confirmation.error && 'httpStatus' in confirmation.error
      ? confirmation.error.httpStatus === 404
      : false;
  useEffect(() => {
    document.title = order ? 'Thank you for your order | RWL shop' : 'No order to show | RWL shop';
  }, [order]);

  if (!asked) return <NoOrder />;
  if (confirmation.isLoading) return <Spinner label="Checking your order" />;
  if (notFound) return <NoOrder reason={failureMessage(confirmation.error)} />;
  if (confirmation.error || !order)
    return (
      <div className="page page--narrow">
        <ErrorState
          message={failureMessage(confirmation.error)}
          onRetry={() => void confirmation.refetch()}
        />
      </div>
    );
  return (
    <div className="page page--narrow thank-you-page">
      <h1>Thank you for your order</h1>
      <dl className="order-number">
        <dt>Order number</dt>
        <dd>{order.order_number}</dd>
      </dl>
      <p>Total paid: {formatPrice(order.total)}</p>
      <p>We have emailed your receipt. Your kit is on its way in 3 to 5 working days.</p>
      <Link className="button" to="/shop">
        Back to the shop
      </Link>
    </div>
  );
}
