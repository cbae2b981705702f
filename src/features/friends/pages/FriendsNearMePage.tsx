import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import { usePeopleNearMeQuery } from '../api';
import { FRIENDS_PATH, LOCATION_MESSAGES } from '../model';
import { PeopleList } from '../components/PeopleList';
import { useBrowserPosition } from '@/lib/geolocation';
import '../friends.css';

/**
 * /home/friendsnearme (the notification screen name "nearme"): members nearest first, by the
 * browser's location when the member allows it; a refusal says why nothing is shown.
 */
export default function FriendsNearMePage() {
  const { state, retry } = useBrowserPosition();
  const position = state.kind === 'found' ? state.position : null;
  const { data, error, refetch } = usePeopleNearMeQuery(position ?? { latitude: 0, longitude: 0 }, {
    skip: !position,
  });
  useEffect(() => {
    document.title = 'People near me | RWL';
  }, []);
  return (
    <div className="page page--narrow friends-page">
      <Link to={FRIENDS_PATH}>Back to friends</Link>
      <h1>People near me</h1>
      <div aria-live="polite">
        {state.kind === 'locating' ? (
          <p role="status">Finding your location…</p>
        ) : state.kind === 'problem' ? (
          <div className="friends-page__location" role="alert">
            <p>{LOCATION_MESSAGES[state.problem]}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Try again
            </button>{' '}
            <Link to={FRIENDS_PATH}>Search for friends by name</Link>
          </div>
        ) : error ? (
          <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
        ) : !data ? (
          <Spinner label="Loading people near you" />
        ) : data.length === 0 ? (
          <EmptyState title="No members near you yet." />
        ) : (
          <PeopleList people={data} label="People near me" />
        )}
      </div>
    </div>
  );
}
