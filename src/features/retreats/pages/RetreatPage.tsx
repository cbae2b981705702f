import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { SanitizedHtml } from '@/ui/SanitizedHtml';
import { loadSanitizer } from '@/lib/sanitize/sanitizeHtml';
import { applyPageMeta } from '@/lib/pageMeta';
import { useRefreshWhenStale } from '@/lib/api/useRefreshWhenStale';
import { ServedButton } from '@/ui/ServedButton';
import type { PagePrefetch } from '@/app/routing/types';
import { retreatsApi, useRetreatQuery } from '../api';
import { LIVE_DATA_MAX_AGE_S, retreatDates, retreatMeta } from '../model';
import '../retreats.css';
import { failureMessage } from '@/lib/failureMessage';
import { formatPrice } from '@/lib/format/money';

// The cleaner loads with the page, alongside its data: the article shows whole in its first render
// (nothing below it moves when it arrives).
void loadSanitizer();

/** A prerendered retreat hydrates with its cleaned description in place: the cleaner is in first. */
export async function prepare(): Promise<void> {
  await loadSanitizer();
}

/** The retreat, for the page served prerendered (src/prerender). */
export const prefetch: PagePrefetch = async (pathname, dispatch) => {
  const retreatId = Number(pathname.split('/').at(-1));
  const { data } = await dispatch(retreatsApi.endpoints.retreat.initiate(retreatId));
  return data ? retreatMeta(data) : null;
};

/** /retreats/{id}: dates, place, price, deposit, places left and a gallery; then Book. */
export default function RetreatPage() {
  const retreatId = Number(useParams().retreatId);
  const valid = Number.isInteger(retreatId) && retreatId > 0;
  const {
    data: retreat,
    error,
    isLoading,
    refetch,
    fulfilledTimeStamp,
  } = useRetreatQuery(retreatId, { skip: !valid });
  // Places left change: data from the build (or an old visit) is asked for again.
  useRefreshWhenStale(refetch, fulfilledTimeStamp, LIVE_DATA_MAX_AGE_S);
  const [picture, setPicture] = useState(0);
  useEffect(() => {
    if (retreat) applyPageMeta(retreatMeta(retreat));
  }, [retreat]);

  if (!valid)
    return (
      <div className="page">
        <ErrorState message="This retreat could not be found." />
      </div>
    );
  if (isLoading)
    return (
      <div className="page retreat-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the retreat
        </p>
        <div className="article-page__image article-page__image--skeleton retreat-page__image retreat-page__image--skeleton" />
      </div>
    );
  if (error || !retreat)
    return (
      <div className="page">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        <Link to="/retreats">All retreats</Link>
      </div>
    );
  return (
    <article className="page retreat-page">
      <Link to="/retreats">All retreats</Link>
      <SafeImage
        className="article-page__image retreat-page__image"
        src={retreat.images[picture] ?? ''}
        alt={retreat.title}
        width={960}
        height={540}
      />
      {retreat.images.length > 1 ? (
        <div className="retreat-page__thumbs" role="group" aria-label="Pictures">
          {retreat.images.map((image, index) => (
            <ServedButton
              key={image}
              type="button"
              aria-pressed={index === picture}
              aria-label={`Picture ${index + 1}`}
              onClick={() => setPicture(index)}
            >
              <SafeImage src={image} alt="" width={80} height={45} />
            </ServedButton>
          ))}
        </div>
      ) : null}
      <h1>{retreat.title}</h1>
      <dl className="retreat-facts">
        <div>
          <dt>Dates</dt>
          <dd>{retreatDates(retreat.start_date, retreat.end_date)}</dd>
        </div>
        <div>
          <dt>Place</dt>
          <dd>{retreat.place}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatPrice(retreat.price)} per person</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{formatPrice(retreat.deposit)} per person</dd>
        </div>
        <div>
          <dt>Places left</dt>
          <dd>{retreat.places_left}</dd>
        </div>
      </dl>
      <SanitizedHtml
        className="article-page__content retreat-page__description"
        html={retreat.description}
      />
      {retreat.places_left > 0 ? (
        <Link className="button button--primary" to={`/retreats/${retreat.retreat_id}/bookevent`}>
          Book your place
        </Link>
      ) : (
        <p className="retreat-page__full">
          This retreat is fully booked.{' '}
          <Link to="/pages/next-retreats-interest">Hear about the next one</Link>.
        </p>
      )}
    </article>
  );
}
