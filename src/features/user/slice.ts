import { createSelector } from '@reduxjs/toolkit';
import { userApi } from './api';
import { defaultUserProfile, type UserProfile } from './model';
import { failureMessage } from '@/lib/failureMessage';

/**
 * The profile is the user/check cache entry itself (no copy beside it): these selectors read it.
 * A visitor or a logged-out member (no entry) has the Free defaults.
 */
type StateWithApi = Parameters<ReturnType<typeof userApi.endpoints.checkUser.select>>[0];

const selectCheck = userApi.endpoints.checkUser.select();

export type UserStatus = 'idle' | 'loading' | 'ready' | 'error';

export const selectProfile = (state: StateWithApi): UserProfile =>
  selectCheck(state).data ?? defaultUserProfile;

/** 'ready' once the user check has answered for the stored token; 'error' when it failed or could not be read. */
export const selectUserStatus = (state: StateWithApi): UserStatus => {
  const check = selectCheck(state);
  if (check.isError) return 'error';
  if (check.data) return 'ready';
  return check.isUninitialized ? 'idle' : 'loading';
};

export const selectUserError = createSelector([selectCheck], (check): string | null => {
  if (!check.isError) return null;
  return failureMessage(check.error, '') || null;
});

export const selectIsStaff = (state: StateWithApi): boolean => selectProfile(state).is_staff === 1;
