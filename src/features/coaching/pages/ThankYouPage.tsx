import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useCoachingBasketQuery } from '@/features/basket';
import { readBookedPros } from '../booking';
import '../coaching.css';

/**
 * /rwl-coaches/thankyou: the booking is confirmed, with its reference and a link to the class
 * calendar of each professional whose classes were booked (booked classes are marked there). The
 * basket is asked for again, so the header's count shows what the server holds (nothing, after a
 * booking).
 */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const raw = params.get('booking') ?? '';
  const reference = /^[A-Z0-9-]{1,40}$/.test(raw) ? raw : '';
  const pros = readBookedPros(useLocation().state);
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
      <p>We have emailed you the details of your booking.</p>
      {pros.length ? <p>Your booked classes are marked on the class calendar.</p> : null}
      <p className="booking-thanks__links">
        {pros.map((pro) => (
          <Link key={pro.id} className="button" to={`/home/rwlprosclasscalendar/${pro.id}`}>
            {pro.name ? `${pro.name}'s class calendar` : 'Class calendar'}
          </Link>
        ))}
        <Link className="button button--secondary" to="/home/rwlpros">
          Fitness professionals
        </Link>
      </p>
    </div>
  );
}
