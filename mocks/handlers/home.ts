/** The member home's dashboard_new/{section} calls (spec 3 §7) and the display-toggle control. */
import { db } from '../db/store';
import { HOME_SECTION_PATHS } from '../db/homeTables';
import { homeChart } from './activity';
import { memberRoute, ok } from './respond';

export const homeHandlers = [
  ...HOME_SECTION_PATHS.map((section) =>
    memberRoute('post', `dashboard_new/${section}`, () => ok(db.get().homeSections[section] ?? [])),
  ),
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
