import { useParams } from 'react-router-dom';
import { useLiveSessionQuery } from '../api';

const SESSION_ID = /^\d+$/;

/** The session of the route's `sessionId`, skipped when the id is not a number. */
export function useRouteSession() {
  const sessionId = useParams().sessionId ?? '';
  const valid = SESSION_ID.test(sessionId);
  const query = useLiveSessionQuery(sessionId, { skip: !valid });
  return { sessionId, valid, ...query };
}
