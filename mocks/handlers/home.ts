/** The member home's dashboard_new/{section} calls (spec 3 §7) and the display-toggle control. */
import { db } from '../db/store';
import { HOME_SECTION_PATHS, type MockHomeCard } from '../db/homeTables';
import type { MockDatabase } from '../db/seed';
import { homeChart } from './activity';
import { memberRoute, ok } from './respond';

/** New Beginnings: every member's default programme (../shared/contract.md). */
const DEFAULT_FOLDER = 1059;

/**
 * The next video: the first day of New Beginnings whose video the member has not finished, so a
 * new member starts at week 1 day 1 and the card moves on as they finish each one.
 */
function nextVideo(data: MockDatabase, userId: number): MockHomeCard[] {
  const folder = data.programmeFolders.find((entry) => entry.folder_id === DEFAULT_FOLDER);
  for (const week of folder?.weeks ?? []) {
    for (const day of week.days) {
      for (const videoId of day.videos) {
        if (data.videosDone.includes(`${userId}:${videoId}`)) continue;
        const video = data.videos.find((entry) => entry.video_id === videoId);
        if (!video) continue;
        const workout = data.workouts.find((entry) => entry.id === videoId);
        return [
          {
            id: 31,
            title: video.title,
            subtitle: `Week ${week.week}, day ${day.day} · ${Math.round(video.duration / 60)} min`,
            image: workout?.image || video.image,
            screen_name: 'program',
            screen_id: String(videoId),
            url: '',
            error_message: '',
          },
        ];
      }
    }
  }
  return [];
}

export const homeHandlers = [
  ...HOME_SECTION_PATHS.filter((section) => section !== 'next_video').map((section) =>
    memberRoute('post', `dashboard_new/${section}`, () => ok(db.get().homeSections[section] ?? [])),
  ),
  memberRoute('post', 'dashboard_new/next_video', ({ user }) => {
    const data = db.get();
    return ok(data.homeSections.next_video ?? nextVideo(data, user.user_id));
  }),
  // The member's own logged days, not a chart shared by everyone (mocks/handlers/activity.ts).
  memberRoute('post', 'dashboard_new/achievements', ({ user }) =>
    ok(homeChart(db.get(), user.user_id)),
  ),
];

/** window.__mock controls for the member home. */
export const homeMockControl = {
  /** Sets display toggles (show_next_video: 0, ...) on a member's profile, as the settings screen would. */
  setDisplayToggles(email: string, toggles: Record<string, 0 | 1>): void {
    db.update((state) => {
      const user = state.users.find((entry) => entry.email === email);
      if (user) Object.assign(user, toggles);
    });
  },
  /** Replaces the cards of one dashboard_new section (an empty list shows its empty state). */
  setHomeSection(section: string, cards: unknown[]): void {
    db.update((state) => {
      state.homeSections = {
        ...state.homeSections,
        [section]: cards as (typeof state.homeSections)[string],
      };
    });
  },
};
