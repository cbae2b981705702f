/** Public surface of the planner area: a day's entries and target, for the member home's Today. */
export { usePlannerDayQuery } from './dayApi';
export { dayTotals, isoDay, plannerPath, targetSummary } from './day';
export type { PlannerDay, PlannerEntry } from './day';
