/** Public surface of the playlists area: the rules other areas may use. */
export { playAllPath, moveItem } from './model';
