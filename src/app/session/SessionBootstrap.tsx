import { useAuthSnapshot } from '@/lib/auth';
import { useCheckUserQuery } from '@/features/user/api';

/**
 * user/check at start-up and after login (the store drops the last session's data: store.ts).
 * Its cache entry is the profile (features/user/slice.ts selects it).
 */
export function SessionBootstrap() {
  const { memberLoggedIn } = useAuthSnapshot();
  useCheckUserQuery(undefined, { skip: !memberLoggedIn });
  return null;
}
