import * as z from 'zod/mini';
import { api } from '@/lib/api';
import { playlistSchema, playlistVideoSchema, type Playlist, type PlaylistVideo } from './model';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Playlists', 'VideoProgress'] });
const one = (data: Playlist[]) => data[0] as Playlist;
const single = z.array(playlistSchema).check(z.minLength(1));

export const playlistsApi = tagged.injectEndpoints({
  endpoints: (build) => {
    /**
     * A change to a playlist's videos (add, remove, reorder). The screen shows the server's reply
     * at once: until the refetch arrives, a second click must not act on the playlist as it was
     * before the first.
     */
    function playlistChange<Body extends { playlist_id: number }>(url: string) {
      return build.mutation<Playlist, Body>({
        query: (body) => ({ url, method: 'POST', body, schema: single }),
        transformResponse: one,
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const reply = await queryFulfilled.catch(() => undefined);
          if (reply)
            dispatch(
              playlistsApi.util.upsertQueryData('getPlaylist', reply.data.playlist_id, reply.data),
            );
        },
        invalidatesTags: ['Playlists'],
      });
    }

    return {
      getPlaylists: build.query<Playlist[], void>({
        query: () => ({ url: 'playlists/list', method: 'GET', schema: z.array(playlistSchema) }),
        providesTags: ['Playlists'],
      }),
      getPlaylist: build.query<Playlist, number>({
        query: (playlistId) => ({
          url: 'playlists/details',
          method: 'POST',
          body: { playlist_id: playlistId },
          schema: single,
        }),
        transformResponse: one,
        providesTags: ['Playlists'],
      }),
      getRecommendedPlaylist: build.query<Playlist, number>({
        query: (playlistId) => ({
          url: 'playlists/recommended',
          method: 'POST',
          body: { playlist_id: playlistId },
          schema: single,
        }),
        transformResponse: one,
        providesTags: ['VideoProgress'],
      }),
      getVideoBank: build.query<PlaylistVideo[], void>({
        query: () => ({ url: 'videos/list', method: 'GET', schema: z.array(playlistVideoSchema) }),
      }),
      createPlaylist: build.mutation<Playlist, string>({
        query: (title) => ({
          url: 'playlists/create',
          method: 'POST',
          body: { title: title.trim() },
          schema: single,
        }),
        transformResponse: one,
        invalidatesTags: ['Playlists'],
      }),
      renamePlaylist: build.mutation<Playlist, { playlist_id: number; title: string }>({
        query: (body) => ({
          url: 'playlists/rename',
          method: 'POST',
          body: { ...body, title: body.title.trim() },
          schema: single,
        }),
        transformResponse: one,
        invalidatesTags: ['Playlists'],
      }),
      deletePlaylist: build.mutation<unknown, number>({
        query: (playlistId) => ({
          url: 'playlists/delete',
          method: 'POST',
          body: { playlist_id: playlistId },
        }),
        invalidatesTags: ['Playlists'],
      }),
      addToPlaylist: playlistChange<{ playlist_id: number; video_id: number }>(
        'playlists/add_video',
      ),
      removeFromPlaylist: playlistChange<{ playlist_id: number; video_id: number }>(
        'playlists/remove_video',
      ),
      reorderPlaylist: playlistChange<{ playlist_id: number; video_ids: number[] }>(
        'playlists/reorder',
      ),
    };
  },
});

export const {
  useGetPlaylistsQuery,
  useGetPlaylistQuery,
  useGetRecommendedPlaylistQuery,
  useGetVideoBankQuery,
  useCreatePlaylistMutation,
  useRenamePlaylistMutation,
  useDeletePlaylistMutation,
  useAddToPlaylistMutation,
  useRemoveFromPlaylistMutation,
  useReorderPlaylistMutation,
} = playlistsApi;
