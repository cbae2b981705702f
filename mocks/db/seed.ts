import { seedUsers, type MockUser } from './users';
import { seedAreaTables, type AreaTables } from './areas';
import { addFormerMemberData } from './formerMembers';
import {
  seedHypnoFolders,
  seedProgrammes,
  seedRecipes,
  seedWorkouts,
  type MockHypnoFolder,
  type MockProgramme,
  type MockRecipe,
  type MockWorkout,
} from './content';

/** An email the mock server sent: to whom, what about, and the link it carries. */
export interface MockEmail {
  to: string;
  subject: string;
  link: string;
  at: string;
}

/** Everything the mock backend knows. Each area adds its tables here with its seed. */
export interface MockDatabase extends AreaTables {
  users: MockUser[];
  /** member token -> user id */
  sessions: Record<string, number>;
  /** hypno token -> user id */
  hypnoSessions: Record<string, number>;
  /** registration token -> user id, for users who are registering */
  registrationSessions: Record<string, number>;
  /** reset-password link ids: id -> { userId, auth } */
  passwordResets: Record<string, { userId: number; auth: string }>;
  /** The emails the mock server sent (reset links), newest last: only the mailbox sees them. */
  mailbox: MockEmail[];
  nextUserId: number;
  programmes: MockProgramme[];
  recipes: MockRecipe[];
  workouts: MockWorkout[];
  hypnoFolders: MockHypnoFolder[];
  /** Analytics and events the app sent (page views, clicks, open/close), newest last. */
  events: { name: string; data: unknown; at: string }[];
  /** Realtime request ids already handled, so a resent request is not applied twice. */
  handledRealtimeIds: string[];
}

/**
 * A new copy of the seed that shares nothing with the last one: the mock changes its data in
 * place, and a restart of the mock in the same page (the journeys' shared page) starts again
 * from the seed.
 */
export function seedDatabase(): MockDatabase {
  const seed: MockDatabase = structuredClone({
    users: seedUsers(),
    sessions: {},
    hypnoSessions: {},
    registrationSessions: {},
    passwordResets: {},
    mailbox: [],
    nextUserId: 1000,
    programmes: seedProgrammes(),
    recipes: seedRecipes(),
    workouts: seedWorkouts(),
    hypnoFolders: seedHypnoFolders(),
    events: [],
    handledRealtimeIds: [],
    ...seedAreaTables(),
  });
  return addFormerMemberData(seed);
}
