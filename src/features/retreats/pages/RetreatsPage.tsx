import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { EmptyState } from '@/ui/EmptyState';
import { SafeImage } from '@/ui/SafeImage';
import { applyPageMeta } from '@/lib/pageMeta';
import { useRetreatsQuery } from '../api';
import { retreatDates } from '../model';
import '../retreats.css';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';

/** /retreats: the retreats with dates, place, price and places left. */
export default function RetreatsPage() {
  const { data, error, isLoading, refetch } = useRetreatsQuery();
  useEffect(() => {
    applyPageMeta({
      title: 'Retreats | RWL',
      description: 'Fitness and wellness retreats with the RWL trainers, in the UK and abroad.',
    });
  }, []);
  return (
    <div className="page retreats-page">
      <h1>Retreats</h1>
      <p className="lead">Train, eat well and rest with the RWL trainers, away from it all.</p>
      {isLoading ? (
        <ul className="card-list retreat-list" aria-hidden="true">
          {[0, 1].map((index) => (
            <li key={index} className="card card--skeleton retreat-card retreat-card--skeleton" />
          ))}
        </ul>
      ) : error || !data ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title="No retreats are open for booking right now.">
          <Link className="button button--secondary" to="/pages/next-retreats-interest">
            Tell me about the next retreats
          </Link>
        </EmptyState>
      ) : (
        <ul className="card-list retreat-list">
          {data.map((retreat) => (
            <li key={retreat.retreat_id} className="card retreat-card">
              <Link
                className="card__link retreat-card__link"
                to={`/retreats/${retreat.retreat_id}`}
              >
                <SafeImage
                  className="card__image retreat-card__image"
                  src={retreat.images[0] ?? ''}
                  alt=""
                  width={640}
                  height={360}
                />
                <span className="retreat-card__title">{retreat.title}</span>
                <span>{retreat.place}</span>
                <span>{retreatDates(retreat.start_date, retreat.end_date)}</span>
                <span className="retreat-card__price">From {formatPrice(retreat.price)}</span>
                <span className="retreat-card__places">
                  {retreat.places_left > 0 ? `${retreat.places_left} places left` : 'Fully booked'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
