/** Community: what other parts of the app may use (kept light: the route guard reads it). */
export { communityJoinPath } from './paths';
