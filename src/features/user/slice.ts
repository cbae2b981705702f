import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultUserProfile, toUserProfile, type UserProfile } from './model';

export interface UserState {
  profile: UserProfile;
  /** 'ready' once the user check has answered for the stored token. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
}

const initialState: UserState = { profile: defaultUserProfile, status: 'idle', error: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userCheckStarted(state) {
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.error = null;
    },
    /** Set on login or update; tier and label are derived from type. */
    userReceived(state, action: PayloadAction<unknown>) {
      state.profile = toUserProfile(action.payload);
      state.status = 'ready';
      state.error = null;
    },
    userCheckFailed(state, action: PayloadAction<string>) {
      state.status = 'error';
      state.error = action.payload;
    },
    userUpdated(state, action: PayloadAction<Record<string, unknown>>) {
      state.profile = toUserProfile({ ...state.profile, ...action.payload });
    },
    paypalEmailUpdated(state, action: PayloadAction<string>) {
      state.profile.paypal_email = action.payload;
    },
    measurementUnitUpdated(state, action: PayloadAction<string>) {
      state.profile.measurement_unit = action.payload;
    },
    /** Logout: the profile goes back to the Free defaults. */
    userReset() {
      return initialState;
    },
  },
  selectors: {
    selectProfile: (state) => state.profile,
    selectUserStatus: (state) => state.status,
    selectUserError: (state) => state.error,
    selectIsStaff: (state) => state.profile.is_staff === 1,
  },
});

export const {
  userCheckStarted,
  userReceived,
  userCheckFailed,
  userUpdated,
  paypalEmailUpdated,
  measurementUnitUpdated,
  userReset,
} = userSlice.actions;
export const { selectProfile, selectUserStatus, selectUserError, selectIsStaff } = userSlice.selectors;
