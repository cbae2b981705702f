/** Mock tables for plans, plans, coupons, gift cards, cards, offers and payments (issue 3). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlansTables {}

export function seedPlansTables(): PlansTables {
  return {};
}
