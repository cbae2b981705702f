import { api } from '@/lib/api';

/** The live area's calls (spec 1 §7 "sessions"). */
export const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Records that the member joined a live session (status 1). */
    joinLiveSession: build.mutation<unknown, string>({
      query: (sessionId) => ({
        url: 'sessions/user_join_live_session',
        method: 'POST',
        body: { session_id: sessionId, status: 1 },
      }),
    }),
  }),
});
