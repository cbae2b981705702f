/** Class the served page's boot script puts on <html> when a member session is stored. */
export const MEMBER_CLASS = 'rwl-member';
