import { api } from '@/lib/api';
import { profileBody } from '@/lib/validation/bodies/profile';
import { http, openEnvelope, readData, toApiError } from '@/lib/http';
import {
  profileReplaced,
  toUserProfile,
  userCheckReplySchema,
  type UserProfile,
  type UserProfileRecord,
} from '@/features/user';

/** A save's answer: the whole user record as the server now has it, and its message. */
export interface ProfileSaved {
  profile: UserProfile;
  message: string;
}

type Dispatch = (action: ReturnType<typeof profileReplaced>) => unknown;

const toSaved = (data: UserProfileRecord, meta: { message: string } | undefined): ProfileSaved => ({
  profile: toUserProfile(data),
  message: meta?.message ?? '',
});

/** The saved record replaces the user/check cache entry, which every screen reads. */
async function replaceCachedProfile(
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: ProfileSaved }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(profileReplaced(data.profile));
  } catch {
    // The failure is shown by the form that asked; the cached profile stays as it was.
  }
}

/**
 * The account screen's saves (spec 1 §3 fields; spec 3 §7 names no paths for them, so these are
 * ours, listed in README): each answers with the updated user record.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** user/update_profile: identity, body numbers and pregnancy, goals and interests. */
    updateProfile: build.mutation<ProfileSaved, Record<string, string | number>>({
      query: (body) => ({
        url: 'user/update_profile',
        method: 'POST',
        body,
        bodySchema: profileBody,
        schema: userCheckReplySchema,
      }),
      transformResponse: toSaved,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        replaceCachedProfile(dispatch, queryFulfilled),
    }),
    /** user/update_settings: notification, privacy and display flags, each 0 or 1. */
    updateSettings: build.mutation<ProfileSaved, Record<string, number>>({
      query: (body) => ({
        url: 'user/update_settings',
        method: 'POST',
        body,
        schema: userCheckReplySchema,
      }),
      transformResponse: toSaved,
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        replaceCachedProfile(dispatch, queryFulfilled),
    }),
    /** user/update_measurement_unit (spec 1 §4: a separate update exists for it): 'kg' or 'lbs'. */
    updateMeasurementUnit: build.mutation<ProfileSaved, 'kg' | 'lbs'>({
      query: (measurementUnit) => ({
        url: 'user/update_measurement_unit',
        method: 'POST',
        body: { measurement_unit: measurementUnit },
        schema: userCheckReplySchema,
      }),
      transformResponse: toSaved,
      onQueryStarted: (_unit, { dispatch, queryFulfilled }) =>
        replaceCachedProfile(dispatch, queryFulfilled),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUpdateSettingsMutation,
  useUpdateMeasurementUnitMutation,
} = profileApi;

/**
 * Uploads the profile photo (multipart: img), reporting progress from 0 to 1. A file is not kept
 * in the store, so the upload runs beside RTK Query (as progress photos do); the user record it
 * answers with replaces the cached profile.
 */
export async function uploadProfilePhoto(
  dispatch: Dispatch,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('img', file, file.name);
  try {
    const response = await http.post('user/upload_profile_image', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 120_000,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    const { data, message } = openEnvelope(response.data);
    const record = readData(userCheckReplySchema, data);
    onProgress(1);
    dispatch(profileReplaced(toUserProfile(record)));
    return message;
  } catch (error) {
    throw new Error(toApiError(error).message);
  }
}
