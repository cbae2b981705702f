/** Invite and affiliate: what other parts of the app may use (kept light). */
export { INVITE_PATH } from './paths';
