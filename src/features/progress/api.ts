import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import { http, openEnvelope, readData, toApiError } from '@/lib/http';
import {
  calorieTargetReplySchema,
  progressPointSchema,
  progressStatsSchema,
  timelinePageSchema,
  uploadedPhotoSchema,
  type MeasurementsBody,
  type ProgressStats,
  type RangeDays,
  type TimelinePage,
  upsertPoint,
} from './model';

/**
 * 'Progress': the graph's days and the timeline. 'PlannerDay': the planner's day (its calorie
 * target); the planner feature provides it, the calculator invalidates it after saving.
 */
const progressTagged = api.enhanceEndpoints({ addTagTypes: ['Progress', 'PlannerDay'] });

export const progressApi = progressTagged.injectEndpoints({
  endpoints: (build) => ({
    /** The last `days` days of weight, calories and measurements (spec 3 §7 dashboard section). */
    progressStats: build.query<ProgressStats, RangeDays>({
      query: (days) => ({
        url: 'dashboard_new/achievements_stats',
        method: 'POST',
        body: { days },
        schema: firstItem(progressStatsSchema),
      }),
      providesTags: ['Progress', 'PlannerDay'],
    }),
    /** Today's weight (kg) and measurements (cm). */
    addMeasurements: build.mutation<unknown, MeasurementsBody>({
      query: (body) => ({
        url: 'progress/add_measurements',
        method: 'POST',
        body,
        schema: z.array(progressPointSchema),
      }),
      // The day shows at once in every range already loaded; the invalidation then reads it back.
      async onQueryStarted(body, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        for (const days of progressApi.util.selectCachedArgsForQuery(getState(), 'progressStats')) {
          dispatch(
            progressApi.util.updateQueryData('progressStats', days, (stats) => {
              stats.points = upsertPoint(stats.points, body);
            }),
          );
        }
      },
      // The home's chart and streak read the logged days too.
      invalidatesTags: ['Progress', 'Dashboard'],
    }),
    timeline: build.infiniteQuery<TimelinePage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPage.has_more ? lastPageParam + 1 : undefined,
      },
      query: ({ pageParam }) => ({
        url: 'progress/timeline',
        method: 'POST',
        body: { page: pageParam },
        schema: firstItem(timelinePageSchema),
      }),
      providesTags: ['Progress'],
    }),
    /** The planner's daily calorie target (spec 3 §7 planner/update_planner_details). */
    saveCalorieTarget: build.mutation<{ calorie_target: number }, number>({
      query: (target) => ({
        url: 'planner/update_planner_details',
        method: 'POST',
        body: { calorie_target: target },
        schema: firstItem(calorieTargetReplySchema),
      }),
      async onQueryStarted(_target, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          for (const days of progressApi.util.selectCachedArgsForQuery(
            getState(),
            'progressStats',
          )) {
            dispatch(
              progressApi.util.updateQueryData('progressStats', days, (stats) => {
                stats.calorie_target = data.calorie_target;
              }),
            );
          }
        } catch {
          // The failure is shown by the caller.
        }
      },
      invalidatesTags: ['PlannerDay'],
    }),
  }),
});

export const {
  useProgressStatsQuery,
  useAddMeasurementsMutation,
  useTimelineInfiniteQuery,
  useSaveCalorieTargetMutation,
} = progressApi;

/** The timeline again from page 1, after an upload. */
export const timelineChanged = () => progressApi.util.invalidateTags(['Progress']);

/**
 * Uploads a progress photo (multipart: photo, caption), reporting progress from 0 to 1. A
 * file is not kept in the store, so the upload runs beside RTK Query, as chat media do.
 */
export async function uploadProgressPhoto(
  file: File,
  caption: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ id: string; image: string }> {
  const form = new FormData();
  form.append('photo', file, file.name);
  form.append('caption', caption);
  try {
    const response = await http.post('progress/upload_photo', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      timeout: 120_000,
      signal,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    });
    const { data } = openEnvelope(response.data);
    const [uploaded] = readData(z.array(uploadedPhotoSchema).check(z.minLength(1)), data);
    if (!uploaded) throw new Error('The server did not return the uploaded photo.');
    onProgress(1);
    return uploaded;
  } catch (error) {
    throw new Error(toApiError(error).message);
  }
}
