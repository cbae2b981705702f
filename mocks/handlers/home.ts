/** The member home's dashboard_new/{section} calls (spec 3 §7) and the display-toggle control. */
import { db } from '../db/store';
import { HOME_SECTION_PATHS, type MockHomeCard } from '../db/homeTables';
import type { MockDatabase } from '../db/seed';
import type { MockUser } from '../db/users';
import { mediaLength } from '../../src/lib/format/duration';
import { homeChart } from './activity';
import { folderAccessBlock } from './programmes';
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
            subtitle: `Week ${week.week}, day ${day.day} · ${mediaLength(video.duration)}`,
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

const withNote = (subtitle: string, note: string) => (subtitle ? `${subtitle} · ${note}` : note);

/**
 * A card that opens a programme this member cannot open says so before the click: the price of a
 * programme sold separately, or that it is part of Premium. Cards of what the member has stay
 * as they are.
 */
function forMember(user: MockUser, card: MockHomeCard): MockHomeCard {
  if (card.screen_name !== 'folder') return card;
  const folderId = Number(card.screen_id);
  const block = folderAccessBlock(user, folderId);
  if (block === 'upgrade') return { ...card, subtitle: withNote(card.subtitle, 'Part of Premium') };
  if (block !== 'purchase') return card;
  const paid = db.get().paidFolders.find((folder) => folder.folder_id === folderId);
  if (!paid) return card;
  const price = `${paid.currency_symbol}${paid.price.toFixed(2)}`;
  return { ...card, subtitle: withNote(card.subtitle, `Sold separately: ${price}`) };
}

export const homeHandlers = [
  ...HOME_SECTION_PATHS.filter((section) => section !== 'next_video').map((section) =>
    memberRoute('post', `dashboard_new/${section}`, ({ user }) =>
      ok((db.get().homeSections[section] ?? []).map((card) => forMember(user, card))),
    ),
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
