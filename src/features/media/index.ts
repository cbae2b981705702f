/**
 * Public surface of the media area. Kept light: the shell imports the mini player, and the
 * player code itself loads only on screens that play.
 */
export { MiniPlayer } from './components/MiniPlayer';
export { audioPlayer } from './audioStore';
export { positions } from './positions';
export { clock } from './model';
