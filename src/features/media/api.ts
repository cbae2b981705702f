import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { audioSchema, videoSchema, type Audio, type Video } from './model';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['Programme', 'VideoProgress', 'Playlists', 'Progress'],
});
const one = <T>(data: T[]) => data[0] as T;

export const mediaApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getVideo: build.query<Video, { videoId: number; publicPage?: boolean }>({
      query: ({ videoId, publicPage }) => ({
        url: publicPage ? 'frontend/video_details' : 'videos/details',
        method: 'POST',
        body: { video_id: videoId },
        schema: z.array(videoSchema).check(z.minLength(1)),
        ...(publicPage ? { auth: 'none' as const } : {}),
      }),
      transformResponse: one<Video>,
      providesTags: ['VideoProgress'],
    }),
    startViewVideo: build.mutation<unknown, number>({
      query: (videoId) => ({
        url: 'videos/startViewVideo',
        method: 'POST',
        body: { video_id: videoId },
      }),
    }),
    finishVideo: build.mutation<unknown, number>({
      query: (videoId) => ({
        url: 'videos/UpdateProgressofProgramVideos',
        method: 'POST',
        body: { video_id: videoId },
      }),
      // Done everywhere the video appears: folders, playlists and the video itself; and one more
      // workout done on the home (Activity, next video) and the timeline.
      invalidatesTags: ['VideoProgress', 'Programme', 'Playlists', 'Dashboard', 'Progress'],
    }),
    getAudio: build.query<Audio, number>({
      query: (audioId) => ({
        url: 'videos/audio_details',
        method: 'POST',
        body: { audio_id: audioId },
        schema: z.array(audioSchema).check(z.minLength(1)),
      }),
      transformResponse: one<Audio>,
    }),
  }),
});

export const {
  useGetVideoQuery,
  useStartViewVideoMutation,
  useFinishVideoMutation,
  useGetAudioQuery,
} = mediaApi;
