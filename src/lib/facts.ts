/**
 * The one set of figures the app states about the membership (spec 1 §1, spec 3 §9): every
 * page, FAQ and counter takes its numbers from here, so no two pages disagree.
 */
export const FACTS = {
  workouts: 1600,
  recipes: 900,
  mindset: 150,
  mindsetCourses: 6,
  programmes: 31,
} as const;

/** The support address the error popup's support variant shows (spec 1 §8) for payment and account failures. */
export const SUPPORT_EMAIL = 'support@example.com';
