/** Mock tables for landing pages and newsletter sign-ups (issue 4). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LandingTables {}

export function seedLandingTables(): LandingTables {
  return {};
}
