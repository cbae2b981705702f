import { useEffect } from 'react';
import { useAppSelector } from '../hooks';
import { selectProfile, selectUserStatus } from '@/features/user/slice';
import { memberFlags } from '../routing/memberFlags';

/** Hands the member's route flags and blocked screens from the user check to the route guard. */
export function usePublishMemberFlags(): void {
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectUserStatus);
  useEffect(() => {
    if (status !== 'ready') return;
    memberFlags.set({
      forceHome: profile.force_home === 1,
      forceUnsupported: profile.force_unsupported_browser === 1,
      unauthorized: profile.unauthorized,
    });
  }, [status, profile.force_home, profile.force_unsupported_browser, profile.unauthorized]);
}
