import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../shop.css';

/**
 * /order/thank-you?order=…: the order number, shown as text. Opened with no order (a bookmark,
 * a typed address) it thanks nobody: it says there is no order to show.
 */
export default function ThankYouPage() {
  const [search] = useSearchParams();
  const order = (search.get('order') ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  useEffect(() => {
    document.title = order ? 'Thank you for your order | RWL shop' : 'No order to show | RWL shop';
  }, [order]);
  if (!order)
    return (
      <div className="page page--narrow thank-you-page">
        <h1>No order to show</h1>
        <p>This page thanks you after a checkout. Your order confirmations are in your email.</p>
        <Link className="button" to="/shop">
          Back to the shop
        </Link>
      </div>
    );
  return (
    <div className="page page--narrow thank-you-page">
      <h1>Thank you for your order</h1>
      <dl className="order-number">
        <dt>Order number</dt>
        <dd>{order}</dd>
      </dl>
      <p>We have emailed your receipt. Your kit is on its way in 3 to 5 working days.</p>
      <Link className="button" to="/shop">
        Back to the shop
      </Link>
    </div>
  );
}
