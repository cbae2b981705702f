/** Public surface of the playlists: the add-to-playlist dialog of a video, loaded when opened. */
export const loadAddToPlaylistDialog = () => import('./components/AddToPlaylistDialog');
