import { authHandlers } from './auth';
import { hypnoHandlers } from './hypno';
import { socialHandlers } from './social';
import { dashboardHandlers } from './dashboard';
import { analyticsHandlers } from './analytics';
import { plansHandlers } from './plans';
import { landingHandlers } from './landing';
import { notificationsHandlers } from './notifications';
import { chatHandlers } from './chat';
import { registrationHandlers } from './registration';
import { programmeHandlers } from './programmes';
import { playlistHandlers } from './playlists';
import { recipesHandlers } from './recipes';
import { homeHandlers } from './home';
import { shopHandlers } from './shop';
import { blogHandlers } from './blog';
import { magazineHandlers } from './magazine';
import { retreatHandlers } from './retreats';
import { liveHandlers } from './live';
import { progressHandlers } from './progress';
import { plannerHandlers } from './planner';
import { communityHandlers } from './community';
import { coachingBookingHandlers, coachingHandlers } from './coaching';
import { inviteHandlers } from './invite';
import { friendsHandlers } from './friends';
import { profileHandlers } from './profile';
import { coachesHandlers } from './coaches';
import { giftCardHandlers } from './giftCards';
import { oneTimeHandlers } from './oneTime';
import { realtimeHandlers } from '../realtime/server';
import { mockApi } from './respond';

/** Every route of the mock API, one list per area. */
const routes = [
  ...authHandlers,
  ...hypnoHandlers,
  ...socialHandlers,
  ...dashboardHandlers,
  ...analyticsHandlers,
  ...plansHandlers,
  ...landingHandlers,
  ...notificationsHandlers,
  ...chatHandlers,
  ...registrationHandlers,
  ...programmeHandlers,
  ...playlistHandlers,
  ...recipesHandlers,
  ...homeHandlers,
  ...shopHandlers,
  ...blogHandlers,
  ...magazineHandlers,
  ...retreatHandlers,
  ...liveHandlers,
  ...progressHandlers,
  ...plannerHandlers,
  ...communityHandlers,
  ...coachingHandlers,
  ...inviteHandlers,
  ...friendsHandlers,
  ...profileHandlers,
  ...coachesHandlers,
  ...coachingBookingHandlers,
  ...giftCardHandlers,
  ...oneTimeHandlers,
];

/** The mock backend: the REST API (one MSW handler) and the two socket hosts. The same list serves vitest and the browser. */
export const handlers = [mockApi(routes), ...realtimeHandlers];
