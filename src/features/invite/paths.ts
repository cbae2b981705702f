/** The member's invite and affiliate page. */
export const INVITE_PATH = '/home/invite';
