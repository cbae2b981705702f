/**
 * Tables each product area adds to the mock database, with their seed. An area defines its
 * tables in mocks/db/<area>Tables.ts and is listed here once.
 */
import { seedPlansTables, type PlansTables } from './plansTables';
import { seedLandingTables, type LandingTables } from './landingTables';
import { seedNotificationTables, type NotificationTables } from './notificationTables';
import { seedChatTables, type ChatTables } from './chatTables';
import { seedRegistrationTables, type RegistrationTables } from './registrationTables';
import { seedProgrammeTables, type ProgrammeTables } from './programmeTables';
import { seedRecipeTables, type RecipeTables } from './recipeTables';
import { seedHomeTables, type HomeTables } from './homeTables';
import { seedShopTables, type ShopTables } from './shopTables';
import { seedBlogTables, type BlogTables } from './blogTables';
import { seedMagazineTables, type MagazineTables } from './magazineTables';
import { seedRetreatTables, type RetreatTables } from './retreatTables';
import { seedLiveTables, type LiveTables } from './liveTables';
import { seedProgressTables, type ProgressTables } from './progressTables';
import { seedPlannerTables, type PlannerTables } from './plannerTables';
import { seedCommunityTables, type CommunityTables } from './communityTables';
import { seedCoachingTables, type CoachingTables } from './coachingTables';
import { seedInviteTables, type InviteTables } from './inviteTables';
import { seedFriendsTables, type FriendsTables } from './friendsTables';
import { seedCoachesTables, type CoachesTables } from './coachesTables';
import { seedMembersTables, type MembersTables } from './membersTables';
import { seedGiftCardTables, type GiftCardTables } from './giftCardTables';
import { seedPurchaseTables, type PurchaseTables } from './purchaseTables';

export type AreaTables = PlansTables &
  LandingTables &
  NotificationTables &
  ChatTables &
  RegistrationTables &
  ProgrammeTables &
  RecipeTables &
  HomeTables &
  ShopTables &
  BlogTables &
  MagazineTables &
  RetreatTables &
  LiveTables &
  ProgressTables &
  PlannerTables &
  CommunityTables &
  CoachingTables &
  InviteTables &
  FriendsTables &
  CoachesTables &
  MembersTables &
  GiftCardTables &
  PurchaseTables;

export function seedAreaTables(): AreaTables {
  return {
    ...seedPlansTables(),
    ...seedLandingTables(),
    ...seedNotificationTables(),
    ...seedChatTables(),
    ...seedRegistrationTables(),
    ...seedProgrammeTables(),
    ...seedRecipeTables(),
    ...seedHomeTables(),
    ...seedShopTables(),
    ...seedBlogTables(),
    ...seedMagazineTables(),
    ...seedRetreatTables(),
    ...seedLiveTables(),
    ...seedProgressTables(),
    ...seedPlannerTables(),
    ...seedCommunityTables(),
    ...seedCoachingTables(),
    ...seedInviteTables(),
    ...seedFriendsTables(),
    ...seedCoachesTables(),
    ...seedMembersTables(),
    ...seedGiftCardTables(),
    ...seedPurchaseTables(),
  };
}
