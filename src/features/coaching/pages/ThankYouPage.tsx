import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCoachingBasketQuery } from '../bookingApi';
import '../coaching.css';

/**
 * /rwl-coaches/thankyou: the booking is confirmed, with its reference. The basket is asked for
 * again, so the header's count shows what the server holds (nothing, after a booking).
 */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const raw = params.get('booking') ?? '';
  const reference = /^[A-Z0-9-]{1,40}$/.test(raw) ? raw : '';
  useCoachingBasketQuery(undefined, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    document.title = 'Thank you for your booking | RWL';
  }, []);

  return (
    <div className="page page--narrow booking-thanks">
      <h1>Thank you for your booking</h1>
      {reference ? (
        <dl className="pro-facts">
          <div>
            <dt>Booking reference</dt>
            <dd>{reference}</dd>
          </div>
        </dl>
      ) : null}
      <p>
        We have emailed you the details. Your classes and sessions are on your live calendar, and
        each one&apos;s joining details come before it starts.
      </p>
      <p className="booking-thanks__links">
        <Link className="button" to="/home/livecalendar">
          Live calendar
        </Link>{' '}
        <Link className="button button--secondary" to="/home/rwlpros">
          Fitness professionals
        </Link>
      </p>
    </div>
  );
}
