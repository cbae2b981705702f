import { useEffect } from 'react';
import { useAuthSnapshot } from '@/lib/auth';
import { useCheckUserQuery } from '@/features/user/api';
import { userCheckFailed, userCheckStarted, userReceived } from '@/features/user/slice';
import { useAppDispatch } from '../hooks';

/** user/check at start-up and after login (the store drops the last session's data: store.ts). */
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

  return null;
}
