import { useEffect } from 'react';
import { useAuthSnapshot } from '@/lib/auth';
import { onSessionEnded } from '@/lib/http';
import { useCheckUserQuery } from '@/features/user/api';
import { userCheckFailed, userCheckStarted, userReceived, userReset } from '@/features/user/slice';
import { api } from '@/lib/api';
import { useAppDispatch } from '../hooks';
import { shellCountsReset } from '../shellCounts';

/** user/check at start-up (and after login); resets the user when the session ends. */
export function SessionBootstrap() {
  const dispatch = useAppDispatch();
  const { memberLoggedIn } = useAuthSnapshot();
  const check = useCheckUserQuery(undefined, { skip: !memberLoggedIn });

  useEffect(() => {
    if (!memberLoggedIn) return;
    if (check.isFetching && !check.data) dispatch(userCheckStarted());
    else if (check.data) dispatch(userReceived(check.data));
    else if (check.error) dispatch(userCheckFailed('message' in check.error ? String(check.error.message) : 'Failed'));
  }, [dispatch, memberLoggedIn, check.data, check.error, check.isFetching]);

  useEffect(
    () =>
      onSessionEnded(() => {
        dispatch(userReset());
        dispatch(shellCountsReset());
        dispatch(api.util.resetApiState());
      }),
    [dispatch],
  );

  return null;
}
