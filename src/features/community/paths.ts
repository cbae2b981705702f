/** Where the route guard sends a unique community invite link (/{8 alphanumerics}R8j). */
export const communityJoinPath = (code: string) => `/home/community/join/${code}`;
