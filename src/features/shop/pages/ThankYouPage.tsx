import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import '../shop.css';

/** /order/thank-you?order=…: the order number, shown as text. */
export default function ThankYouPage() {
  const [search] = useSearchParams();
  const order = (search.get('order') ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, 40);
  useEffect(() => {
    document.title = 'Thank you for your order | RWL shop';
  }, []);
  return (
    <div className="page page--narrow thank-you-page">
      <h1>Thank you for your order</h1>
      {order ? (
        <dl className="order-number">
          <dt>Order number</dt>
          <dd>{order}</dd>
        </dl>
      ) : null}
      <p>We have emailed your receipt. Your kit is on its way in 3 to 5 working days.</p>
      <Link className="button" to="/shop">
        Back to the shop
      </Link>
    </div>
  );
}
