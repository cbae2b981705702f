import { db } from '../db/store';
import type { MockUser } from '../db/users';
import type { MockPlaylist } from '../db/programmeTables';
import { fail, memberRoute, ok, str } from './respond';

const TITLE_MAX = 60;

function withVideos(user: MockUser, playlist: MockPlaylist) {
  const data = db.get();
  return {
    playlist_id: playlist.playlist_id,
    title: playlist.title,
    videos: playlist.video_ids.flatMap((id) => {
      const video = data.videos.find((candidate) => candidate.video_id === id);
      return video
        ? [
            {
              video_id: id,
              title: video.title,
              duration: video.duration,
              image: video.image,
              done: data.videosDone.includes(`${user.user_id}:${id}`) ? 1 : 0,
            },
          ]
        : [];
    }),
  };
}

function own(user: MockUser, body: Record<string, unknown>): MockPlaylist | null {
  const id = Number(body.playlist_id);
  return (
    db
      .get()
      .playlists.find(
        (candidate) => candidate.playlist_id === id && candidate.user_id === user.user_id,
      ) ?? null
  );
}

function cleanTitle(body: Record<string, unknown>): string {
  return str(body.title).trim();
}

/** The playlists family: the member's own playlists and the recommended ones. */
export const playlistHandlers = [
  memberRoute('get', 'playlists/list', ({ user }) =>
    ok(
      db
        .get()
        .playlists.filter((playlist) => playlist.user_id === user.user_id)
        .map((playlist) => withVideos(user, playlist)),
    ),
  ),
  memberRoute('post', 'playlists/create', ({ user, body }) => {
    const title = cleanTitle(body);
    if (!title || title.length > TITLE_MAX) return fail('Please give your playlist a name.');
    const created = db.update((data) => {
      const playlist: MockPlaylist = {
        playlist_id: data.nextPlaylistId,
        user_id: user.user_id,
        title,
        video_ids: [],
      };
      data.nextPlaylistId += 1;
      data.playlists.push(playlist);
      return playlist;
    });
    return ok([withVideos(user, created)], 'Playlist created');
  }),
  memberRoute('post', 'playlists/rename', ({ user, body }) => {
    const playlist = own(user, body);
    const title = cleanTitle(body);
    if (!playlist) return fail('This playlist could not be found.');
    if (!title || title.length > TITLE_MAX) return fail('Please give your playlist a name.');
    db.update(() => {
      playlist.title = title;
    });
    return ok([withVideos(user, playlist)], 'Playlist renamed');
  }),
  memberRoute('post', 'playlists/delete', ({ user, body }) => {
    const playlist = own(user, body);
    if (!playlist) return fail('This playlist could not be found.');
    db.update((data) => {
      data.playlists = data.playlists.filter((candidate) => candidate !== playlist);
    });
    return ok([], 'Playlist deleted');
  }),
  memberRoute('post', 'playlists/details', ({ user, body }) => {
    const playlist = own(user, body);
    return playlist ? ok([withVideos(user, playlist)]) : fail('This playlist could not be found.');
  }),
  memberRoute('post', 'playlists/add_video', ({ user, body }) => {
    const playlist = own(user, body);
    const videoId = Number(body.video_id);
    if (!playlist) return fail('This playlist could not be found.');
    if (!db.get().videos.some((video) => video.video_id === videoId))
      return fail('This video could not be found.');
    if (playlist.video_ids.includes(videoId)) return fail('This video is already in the playlist.');
    db.update(() => {
      playlist.video_ids.push(videoId);
    });
    return ok([withVideos(user, playlist)], 'Added to your playlist');
  }),
  memberRoute('post', 'playlists/remove_video', ({ user, body }) => {
    const playlist = own(user, body);
    const videoId = Number(body.video_id);
    if (!playlist) return fail('This playlist could not be found.');
    db.update(() => {
      playlist.video_ids = playlist.video_ids.filter((id) => id !== videoId);
    });
    return ok([withVideos(user, playlist)], 'Removed from your playlist');
  }),
  memberRoute('post', 'playlists/reorder', ({ user, body }) => {
    const playlist = own(user, body);
    if (!playlist) return fail('This playlist could not be found.');
    const order = Array.isArray(body.video_ids) ? body.video_ids.map(Number) : [];
    const same =
      order.length === playlist.video_ids.length &&
      order.every((id) => playlist.video_ids.includes(id));
    if (!same) return fail('The new order does not match the playlist.');
    db.update(() => {
      playlist.video_ids = order;
    });
    return ok([withVideos(user, playlist)], 'Playlist order saved');
  }),
  memberRoute('post', 'playlists/recommended', ({ user, body }) => {
    const id = Number(body.playlist_id);
    const playlist = db
      .get()
      .recommendedPlaylists.find((candidate) => candidate.playlist_id === id);
    return playlist ? ok([withVideos(user, playlist)]) : fail('This playlist could not be found.');
  }),
];
