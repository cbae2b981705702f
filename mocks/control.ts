import { db } from './db/store';
import { injectedFailures } from './failures';
import { resetMockLatency, setMockLatency } from './handlers/respond';
import { foodRealtimeServer, realtimeServer } from './realtime/server';
import { chatMockControl } from './handlers/chat';
import { recipesMockControl } from './handlers/recipes';
import { homeMockControl } from './handlers/home';
import { progressMockControl } from './handlers/progress';
import { communityMockControl } from './handlers/community';
import { plannerMockControl } from './handlers/planner';
import { generateNotifications } from './db/notificationTables';
import { reviewStudent } from './handlers/registration';

/** window.__mock: the mock's controls for demos and tests (mock mode only). */
export const mockControl = {
  emit(event: string, data: unknown): void {
    realtimeServer.push(event, data);
  },
  reset(): void {
    db.reset();
  },
  /**
   * The server as a load of the page would start it (the journeys reuse one page): the data and
   * the tab's injected failures read again from storage (the seed and none when it is empty), no
   * added latency, both socket hosts online with an empty log and no connection.
   */
  /** The journeys' harness stopped the app: what still arrives changes nothing stored. */
  suspend(): void {
    db.suspend();
  },
  restart(): void {
    db.reload();
    injectedFailures.reload();
    resetMockLatency();
    for (const server of [realtimeServer, foodRealtimeServer]) {
      server.dropConnections();
      server.reset();
    }
  },
  fail(pathPart: string, message?: string): void {
    injectedFailures.add(pathPart, message);
  },
  clearFailures(): void {
    injectedFailures.clear();
  },
  /** The delay before each REST answer (120 ms in demos, none under automation or in unit tests). */
  setLatency(ms: number): void {
    setMockLatency(ms);
  },
  /** Drops the realtime connections (main and food socket hosts) and refuses new ones until goOnline(). */
  goOffline(): void {
    realtimeServer.setOffline(true);
    foodRealtimeServer.setOffline(true);
  },
  goOnline(): void {
    realtimeServer.setOffline(false);
    foodRealtimeServer.setOffline(false);
  },
  dropRealtime(): void {
    realtimeServer.dropConnections();
  },
  realtimeConnections(): number {
    return realtimeServer.connectionCount();
  },
  /** Decrypted realtime requests the server received (newest last). */
  realtimeReceived(): unknown[] {
    return realtimeServer.received();
  },
  /** Decrypted requests the food socket host received (food search, swaps, planner logging). */
  foodReceived(): unknown[] {
    return foodRealtimeServer.received();
  },
  /** Events the app recorded (page views, open and close, clicks), newest last. */
  events(): unknown[] {
    return db.get().events;
  },
  /** The reset link of the last forgot-password email in the mock's mailbox (to `email`, if given). */
  lastResetLink(email?: string): string | null {
    const wanted = email?.trim().toLowerCase();
    const sent = db.get().mailbox.filter((mail) => !wanted || mail.to.toLowerCase() === wanted);
    return sent.at(-1)?.link ?? null;
  },
  /** The link of the last gift card email to `email` in the mock's mailbox (it carries the code). */
  lastGiftCardLink(email: string): string | null {
    const wanted = email.trim().toLowerCase();
    const sent = db
      .get()
      .mailbox.filter(
        (mail) => mail.to.toLowerCase() === wanted && mail.link.startsWith('/home/giftcards'),
      );
    return sent.at(-1)?.link ?? null;
  },
  db(): unknown {
    return db.get();
  },
  /** A reviewer's verdict on the student proof of `email` (pending until then); false when no such student. */
  reviewStudent(email: string, verdict: 'verified' | 'rejected'): boolean {
    return reviewStudent(email, verdict);
  },
  /** The saved cards of `email` answer a payment with this bank-step link (action_link), as a server might. */
  setSavedCardBankStep(email: string, link: string): void {
    const user = db.get().users.find((entry) => entry.email === email);
    if (!user) return;
    db.update((state) => {
      for (const card of state.cards[user.user_id] ?? []) card.action_link = link;
    });
  },
  /** Chat: seedChats(count, options?), seedMessages(chId, count, viewerId?), deliverMessage(input) (mocks/handlers/chat.ts). */
  ...chatMockControl,
  /** Recipes: seedRecipes(count) (mocks/handlers/recipes.ts). */
  ...recipesMockControl,
  /** Member home: setDisplayToggles(email, toggles), setHomeSection(section, cards) (mocks/handlers/home.ts). */
  ...homeMockControl,
  /** Progress: setMeasurementUnit(email, 'kg' | 'lbs') (mocks/handlers/progress.ts). */
  ...progressMockControl,
  /** Community: communityPostFromMember(input?), communityCommentFromMember(input), seedCommunityPosts(count, communityId?) (mocks/handlers/community.ts). */
  ...communityMockControl,
  /** Planner: seedPlannerEntries(count, date?, email?) (mocks/handlers/planner.ts). */
  ...plannerMockControl,
  /** Gives a user (default premium@example.com) `count` notifications, 12 of them unread. */
  seedNotifications(count: number, email = 'premium@example.com'): void {
    const user = db.get().users.find((entry) => entry.email === email);
    if (!user) return;
    db.update((state) => {
      state.notifications = [
        ...state.notifications.filter((item) => item.user_id !== user.user_id),
        ...generateNotifications(user.user_id, count, Math.min(12, count)),
      ];
    });
  },
};

export type MockControl = typeof mockControl;

declare global {
  interface Window {
    __mock?: MockControl;
  }
}
